import type { GalleryCard } from "../../lib/content/schema";
import { ALBUM_PAGE } from "../../lib/site/pages";

export const albumHref = (card: Pick<GalleryCard, "key" | "count">) =>
  `${ALBUM_PAGE.path}?${new URLSearchParams({ key: card.key, count: String(card.count) })}`;

export type Album = { card: GalleryCard; count: number };

/** What a gallery card passes to the album screen as navigation state (the design card's way), besides the address. */
export type AlbumState = Pick<GalleryCard, "key" | "count">;

/**
 * Whether the album screen was opened from a gallery card: the navigation state names the album the address
 * names. The album shown is always the address's: it is what the server rendered and sent the photos of, and
 * what a reload or a shared link shows again. State that disagrees with it (left in an older history entry, an
 * album published since with more photos, or made by hand) is not the card's, and is ignored.
 */
export function openedFromCard(state: unknown, album: AlbumState): boolean {
  const passed = state as Partial<AlbumState> | null;
  return passed?.key === album.key && passed.count === album.count;
}

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
