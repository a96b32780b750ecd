// The gallery's slides and albums (content/gallery.yaml and the album folders). Read on the server only, by
// the gallery's and the albums' loaders: no screen's script carries every album.
import data from "~/generated/content/gallery.json";
import type { Gallery } from "~/lib/content-schema";

export const gallery = data as Gallery;
