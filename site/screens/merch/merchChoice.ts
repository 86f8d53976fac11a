/**
 * The product page's rules, pure (issue 36): which combination a fan's choice names, what each
 * option value offers given the others chosen, the pictures of the chosen variant, and its price.
 */
import type { Product, ProductOption, ProductVariant } from "../../../schema/entities/catalogue";
import { combinationLabel, variantForChoice } from "../../../schema/rules/productOptions";
import { STOCK_WORDS } from "../../../schema/rules/stock";
import { defaultVariant } from "../music/purchase";

/** The values chosen, one per option, in the options' order. */
export type Choice = readonly string[];

/** The first choice: the default variant's values (an in-stock one first, if the default is sold out). */
export function firstChoice(product: Product): Choice {
  const preferred = defaultVariant(product);
  const variant = preferred?.soldOut ? (product.variants.find((candidate) => !candidate.soldOut) ?? preferred) : preferred;
  return variant?.optionValues ?? [];
}

export function chosenVariant(product: Product, choice: Choice): ProductVariant | undefined {
  if ((product.options ?? []).length === 0) return defaultVariant(product) ?? undefined;
  return variantForChoice(product.variants, choice);
}

/** What choosing `value` of option `at` (the others as chosen) leads to: a variant for sale, one sold out, or none. */
export function valueState(product: Product, choice: Choice, at: number, value: string): "available" | "soldOut" | "unavailable" {
  const variant = variantForChoice(
    product.variants,
    choice.map((chosen, index) => (index === at ? value : chosen)),
  );
  if (!variant) return "unavailable";
  return variant.soldOut ? "soldOut" : "available";
}

/**
 * The choice after picking `value` of option `at`: the others stay when that combination is sold;
 * otherwise they move to the first variant with this value (one for sale first), as a shop does
 * when the colour picked comes in other sizes only.
 */
export function choose(product: Product, choice: Choice, at: number, value: string): Choice {
  const wanted = choice.map((chosen, index) => (index === at ? value : chosen));
  if (variantForChoice(product.variants, wanted)) return wanted;
  const withValue = product.variants.filter((variant) => variant.optionValues?.[at] === value);
  const variant = withValue.find((candidate) => !candidate.soldOut) ?? withValue[0];
  return variant?.optionValues ?? wanted;
}

/** The pictures to show: the chosen variant's own, else the product's. */
export function galleryOf(product: Product, variant: ProductVariant | undefined): string[] {
  const images = (media: Product["media"]) => media.filter((item) => item.type === "image").map((item) => item.url);
  const own = variant ? images(variant.media) : [];
  return own.length > 0 ? own : images(product.media);
}

/** What the page says under the price of the chosen variant: 'Sold out', 'Only N left', or nothing. */
export function stockNote(variant: ProductVariant | undefined): string {
  if (!variant) return "";
  if (variant.soldOut) return STOCK_WORDS.soldOut;
  return variant.left === undefined ? "" : STOCK_WORDS.left(variant.left);
}

/** The cart line's name: the product and its combination ("Tour Shirt (M / Black)"), as the order names it. */
export function merchLineTitle(product: Product, variant: ProductVariant): string {
  return variant.optionValues?.length ? `${product.title} (${combinationLabel(variant.optionValues)})` : product.title;
}

/** The options a product shows pickers for. */
export const optionsOf = (product: Product): readonly ProductOption[] => product.options ?? [];
