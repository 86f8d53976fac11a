/**
 * The music detail page's rules, pure: which variant is sold, the release badge, the
 * pay-what-you-want price and gift form checks (SPEC §5), the cart item, the player's queue.
 */

import { coverOf } from "../../../blocks/featuredMusic/FeaturedMusic";
import type { CatalogueTrack, Product, ProductVariant, Track } from "../../../schema/entities/catalogue";
import { type CartItem, cartItemSchema } from "../../../schema/entities/commerce";
import { formatDollars } from "../../../schema/rules/money";
import { type GiftValues, minimumPriceMessage } from "../../../schema/rules/purchase";
import { trackStreamUrl } from "../../app/streamingAudio";

/** The variant a purchase buys: the default one, else the first; null when there is none. */
export function defaultVariant(product: Product): ProductVariant | null {
  return product.variants.find((variant) => variant.isDefault) ?? product.variants[0] ?? null;
}

/** The tracks of the release, as its default variant lists them. */
export function releaseTracks(product: Product): readonly CatalogueTrack[] {
  return defaultVariant(product)?.tracks ?? [];
}

/** A single, or an album; without a release type, one track or none makes a single. */
export function isSingle(product: Product): boolean {
  if (product.releaseType) return product.releaseType === "single";
  return releaseTracks(product).length <= 1;
}

/** The badge under the title (SPEC §2 Music detail): 'Single' or 'Album: N tracks'. */
export function releaseBadge(product: Product): string {
  return isSingle(product) ? "Single" : `Album: ${releaseTracks(product).length} tracks`;
}

/** The price as a release card or page shows it; a pay-what-you-want price is a minimum (none: the fan names it). */
export function priceLabel(variant: ProductVariant | null): string {
  if (!variant) return "";
  if (!variant.payWhatYouWant) return formatDollars(variant.price);
  return variant.price > 0 ? `From ${formatDollars(variant.price)}` : "Name your price";
}

/** The highest price a cart item may carry (the schema's). */
export const MAX_PRICE = cartItemSchema.properties.price.maximum;

export type PriceCheck = { readonly ok: true; readonly price: number } | { readonly ok: false; readonly error: string };

/**
 * A pay-what-you-want price as typed (SPEC §5): required, dollars with at most two decimals
 * (a leading `$` is fine), at least `minimum`. Empty or unreadable text asks for the minimum too.
 */
export function checkPrice(text: string, minimum: number): PriceCheck {
  const match = /^\$?\s*(\d+(?:\.\d{0,2})?|\.\d{1,2})$/.exec(text.trim());
  const cents = match?.[1] === undefined ? Number.NaN : Math.round(Number(match[1]) * 100);
  if (!Number.isFinite(cents) || cents < Math.round(minimum * 100)) return { ok: false, error: minimumPriceMessage(minimum) };
  if (cents > MAX_PRICE * 100) return { ok: false, error: `Price must be at most ${formatDollars(MAX_PRICE)}` };
  return { ok: true, price: cents / 100 };
}

/** The price field's first text: the minimum, as the fan would type it. */
export function priceInputText(price: number): string {
  return formatDollars(price).slice(1);
}

export { GIFT_MESSAGES, type GiftErrors, type GiftValues, minimumPriceMessage, validateGift } from "../../../schema/rules/purchase";

/** The longest texts a gift may carry (the cart item schema's). */
export const GIFT_LIMITS = {
  recipientName: cartItemSchema.properties.recipientName.maxLength,
  recipientEmail: cartItemSchema.properties.recipientEmail.maxLength,
  recipientMessage: cartItemSchema.properties.recipientMessage.maxLength,
} as const;

/** The cart item for buying `variant` of `product` at `price`, for oneself or, with `gift`, for someone else. */
export function cartItemFor(product: Product, variant: ProductVariant, price: number, gift?: GiftValues): CartItem {
  const cover = coverOf(product);
  const message = gift?.recipientMessage.trim() ?? "";
  return {
    productId: product.id,
    productVariantId: variant.id,
    title: product.title,
    price,
    ...(cover ? { coverImage: cover } : {}),
    isGift: gift !== undefined,
    ...(gift ? { recipientName: gift.recipientName.trim(), recipientEmail: gift.recipientEmail.trim() } : {}),
    ...(message ? { recipientMessage: message } : {}),
    quantity: 1,
    canIncreaseQuantity: false,
    payWhatYouWant: variant.payWhatYouWant,
  };
}

/**
 * The release's tracks a visitor may play, as the player queues them (issue 32): each by its stream
 * address, for the server to decide what the listener hears when it plays. Tracks without audio,
 * and those kept for buyers, are left out (buyers play them from their library).
 */
export function playerQueue(product: Product): Track[] {
  const cover = coverOf(product);
  return releaseTracks(product).flatMap((track): Track[] => {
    if (track.listen !== "full" && track.listen !== "preview") return [];
    return [
      {
        id: track.id,
        title: track.title,
        url: trackStreamUrl(track.id),
        productId: product.id,
        ...(track.artist || product.artist ? { artist: track.artist || product.artist } : {}),
        ...(cover ? { coverImage: cover } : {}),
      },
    ];
  });
}

export { formatDuration } from "../../../runtime/time/duration";

/**
 * A duration in ISO 8601, for `<time dateTime>` and schema.org.
 * @example isoDuration(185) // "PT3M5S"
 */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${rest || total === 0 ? `${rest}S` : ""}`;
}
