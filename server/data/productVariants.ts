import { PREVIEW_DEFAULTS, type ProductMedia, type TrackListening } from "../../schema/entities/catalogue";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

export type NewMedia = Omit<ProductMedia, "id"> & { readonly id?: string };

export interface NewTrack {
  /** A chosen id (the demo's readable ones, or the track's own when a release is saved again); random when absent. */
  readonly id?: string;
  readonly title: string;
  /** The product's artist when absent. */
  readonly artist?: string;
  readonly description?: string;
  readonly media?: readonly NewMedia[];
  readonly hasExplicitContent?: boolean;
  readonly isFeatured?: boolean;
  readonly durationSeconds?: number | null;
  /** What a visitor may hear (all when absent), and the preview's window. */
  readonly listen?: TrackListening;
  readonly previewStartSeconds?: number;
  readonly previewSeconds?: number;
  /** Heard and downloaded by a pre-order's buyers before the release date (issue 36). */
  readonly instantGrat?: boolean;
}

export interface NewVariant {
  readonly id?: string;
  /** The first variant is the default when none says so. */
  readonly isDefault?: boolean;
  readonly price: number;
  readonly payWhatYouWant?: boolean;
  readonly media?: readonly NewMedia[];
  readonly tracks?: readonly NewTrack[];
  /** One value per option of the product, in the options' order. */
  readonly optionValues?: readonly string[];
  readonly sku?: string;
  /** On hand; null or absent: not counted. */
  readonly stock?: number | null;
  /** The stock the studio showed when the artist set `stock`: the difference is applied to what is on hand now. */
  readonly stockSeen?: number | null;
}

/**
 * The stock a saved variant keeps: what the artist set, moved by the sales made since the studio
 * showed them the stock (the difference between what they saw and what they set is applied to what
 * is on hand now, as an inventory adjustment).
 */
export function stockToKeep(variant: NewVariant, onHandNow: number | null | undefined): number | null {
  if (variant.stock === undefined || variant.stock === null) return null;
  if (onHandNow === undefined || onHandNow === null || variant.stockSeen === undefined || variant.stockSeen === null) return variant.stock;
  return Math.max(0, onHandNow + (variant.stock - variant.stockSeen));
}

export function mediaJson(media: readonly NewMedia[] = []): string {
  return JSON.stringify(media.map((item) => ({ ...item, id: item.id ?? newId() })));
}

/**
 * Writes a product's variants and their tracks in their order (position = index): exactly one
 * default, the first marked so, or the first of all.
 */
export async function insertVariants(
  tx: Queryable,
  productId: string,
  artist: string,
  variants: readonly NewVariant[],
  /** What each variant (by id) had on hand before a save replaced it. */
  onHand: ReadonlyMap<string, number | null> = new Map(),
): Promise<void> {
  const defaultIndex = Math.max(
    0,
    variants.findIndex((variant) => variant.isDefault),
  );
  for (const [position, variant] of variants.entries()) {
    const variantId = variant.id ?? newId();
    await tx.query(
      `INSERT INTO product_variants (id, product_id, position, is_default, price, pay_what_you_want, media, option_values, sku, stock)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10)`,
      [
        variantId,
        productId,
        position,
        position === defaultIndex,
        variant.price,
        variant.payWhatYouWant ?? false,
        mediaJson(variant.media),
        JSON.stringify(variant.optionValues ?? []),
        variant.sku ?? "",
        stockToKeep(variant, onHand.get(variantId)),
      ],
    );
    for (const [trackPosition, track] of (variant.tracks ?? []).entries()) {
      await tx.query(
        `INSERT INTO tracks (id, variant_id, position, title, artist, description, media, has_explicit_content, is_featured, duration_seconds,
           listen, preview_start_seconds, preview_seconds, instant_grat)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14)`,
        [
          track.id ?? newId(),
          variantId,
          trackPosition,
          track.title,
          track.artist || artist,
          track.description ?? "",
          mediaJson(track.media),
          track.hasExplicitContent ?? false,
          track.isFeatured ?? false,
          track.durationSeconds ?? null,
          track.listen ?? "full",
          track.previewStartSeconds ?? PREVIEW_DEFAULTS.startSeconds,
          track.previewSeconds ?? PREVIEW_DEFAULTS.seconds,
          track.instantGrat ?? false,
        ],
      );
    }
  }
}
