import type { GalleryCard } from "~/lib/content-schema";
import { ALBUM_PAGE } from "../pages";
import { photoUrl } from "./public-paths";

/** Slideshow photo `n` (the slide's img_url). */
export const slideUrl = (n: number) => photoUrl("slideshow", n);

export const albumHref = (card: Pick<GalleryCard, "key" | "count">) =>
  `${ALBUM_PAGE.path}?${new URLSearchParams({ key: card.key, count: String(card.count) })}`;

export type Album = { card: GalleryCard; count: number };

/**
 * Reads `/images?key=…&count=…`. The key must name one of the cards; the count is optional,
 * must be a whole number from 1 up, and is never more than the card really has.
 * Anything else (repeated, unknown or malformed values) is not an album: null.
 */
export function parseAlbumParams(params: URLSearchParams, cards: readonly GalleryCard[]): Album | null {
  const keys = params.getAll("key");
  const counts = params.getAll("count");
  if (keys.length !== 1 || counts.length > 1) return null;
  const card = cards.find((c) => c.key === keys[0]);
  if (!card) return null;
  const [rawCount] = counts;
  if (rawCount === undefined) return { card, count: card.count };
  if (!/^[0-9]{1,6}$/.test(rawCount)) return null;
  const count = Number(rawCount);
  if (count < 1) return null;
  return { card, count: Math.min(count, card.count) };
}
