import type { CheckoutItem } from "../../schema/api/checkout";
import type { Category } from "../../schema/entities/catalogue";
import { combinationLabel } from "../../schema/rules/productOptions";
import { minimumPriceMessage, validateGift } from "../../schema/rules/purchase";
import { findProduct } from "../data/products";
import type { Queryable } from "../db/database";

/** One line of an order, priced by the server. */
export interface PricedLine {
  readonly productId: string;
  readonly variantId: string;
  readonly title: string;
  readonly category: Category;
  readonly priceCents: number;
  readonly gift: { readonly name: string; readonly email: string; readonly message: string } | null;
}

export interface CartProblem {
  readonly pointer: string;
  readonly message: string;
}

export type PricedCart =
  | { readonly ok: true; readonly lines: PricedLine[]; readonly totalCents: number }
  | { readonly ok: false; readonly problems: CartProblem[] };

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A cart priced on the server (issue 18): each item must be a published release of this artist and
 * one of its variants; a fixed price is the variant's, whatever the browser sent; a pay-what-you-want
 * price is the fan's, refused below the variant's ('Price must be at least $X'); a gift needs its
 * recipient (SPEC §5's messages). Integer cents throughout.
 */
export async function priceCart(db: Queryable, profileId: string, items: readonly CheckoutItem[]): Promise<PricedCart> {
  const problems: CartProblem[] = [];
  const lines: PricedLine[] = [];
  for (const [index, item] of items.entries()) {
    const at = `/body/items/${index}`;
    const product = await findProduct(db, profileId, item.productId);
    const variant = product?.variants.find((candidate) => candidate.id === item.productVariantId);
    if (!product || !variant) {
      problems.push({ pointer: `${at}/productId`, message: "This release is no longer for sale. Remove it from your cart." });
      continue;
    }
    let priceCents = cents(variant.price);
    if (variant.payWhatYouWant) {
      if (item.price === undefined || cents(item.price) < priceCents) {
        problems.push({ pointer: `${at}/price`, message: minimumPriceMessage(variant.price) });
        continue;
      }
      priceCents = cents(item.price);
    }
    let gift: PricedLine["gift"] = null;
    if (item.isGift) {
      const values = {
        recipientName: item.recipientName ?? "",
        recipientEmail: item.recipientEmail ?? "",
        recipientMessage: item.recipientMessage ?? "",
      };
      const errors = validateGift(values);
      for (const [field, message] of Object.entries(errors)) problems.push({ pointer: `${at}/${field}`, message });
      if (Object.keys(errors).length > 0) continue;
      gift = { name: values.recipientName.trim(), email: values.recipientEmail.trim(), message: values.recipientMessage.trim() };
    }
    // A shirt's line names its size and colour, on the receipt and the packing slip alike.
    const title = variant.optionValues?.length ? `${product.title} (${combinationLabel(variant.optionValues)})` : product.title;
    lines.push({ productId: product.id, variantId: variant.id, title, category: product.category, priceCents, gift });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, lines, totalCents: lines.reduce((sum, line) => sum + line.priceCents, 0) };
}
