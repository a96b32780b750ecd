// The gallery's photos (slides, album covers and the albums' photos) as the build made them
// (scripts/build-content.ts with scripts/media-pipeline.ts). They are read here, on the server, by the gallery's and the albums' loaders,
// which hand each page the entries of the photos it shows: no screen's script carries them all, and the
// office can add photos without making any script larger.
import galleryManifest from "~/generated/gallery-media.json";
import { entryIn, type MediaEntry, type Photo } from "../../lib/site/media-variants";

export const galleryPhoto = (src: string): Photo => ({ src, entry: entryIn(galleryManifest as Record<string, MediaEntry>, src) });
