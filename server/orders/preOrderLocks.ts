import type { Product } from "../../schema/entities/catalogue";
import { preOrderDateOf as dateAhead } from "../../schema/rules/releaseDates";

/**
 * What a pre-order's buyer has before the release date (issue 36, item 5): its 'instant grat'
 * tracks, in full and as downloads; the rest (and the whole release as a zip) wait for the date.
 * Decided on the server at each library answer, stream and download, whatever the client asks.
 */

/** The release's date when it is still ahead at `now` (a pre-order), else null. */
export function preOrderDateOf(product: Product, now: number): string | null {
  return dateAhead(product.releasedAt, now);
}

/** Whether the buyer must wait for the release date to have this track (or, with null, the whole release). */
export function isLockedUntilRelease(product: Product, trackId: string | null, now: number): boolean {
  if (preOrderDateOf(product, now) === null) return false;
  if (trackId === null) return true;
  const track = product.variants.flatMap((variant) => variant.tracks).find((candidate) => candidate.id === trackId);
  return !track?.instantGrat;
}
