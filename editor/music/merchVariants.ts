import type { ProductOption } from "../../schema/entities/catalogue";
import { draftKey } from "./draftKeys";
import { combinations } from "./merchOptions";
import type { VariantDraft } from "./releaseDraft";

/**
 * The variants for `options` (issue 36): one per combination, the one already made for it kept (by its
 * values), a new one priced as the first. Without options, the variants stay as they are.
 */
export function variantsFor(options: readonly ProductOption[], variants: readonly VariantDraft[]): VariantDraft[] {
  if (options.length === 0) return variants.map((variant) => ({ ...variant, optionValues: [] }));
  const byValues = new Map(variants.map((variant) => [JSON.stringify(variant.optionValues), variant]));
  const template = variants[0];
  return combinations(options).map(
    (values) =>
      byValues.get(JSON.stringify(values)) ?? {
        key: draftKey("variant"),
        price: template?.price ?? "",
        payWhatYouWant: false,
        media: [],
        tracks: [],
        optionValues: values,
        sku: "",
        stock: template?.stock ?? "",
        stockSeen: null,
        held: 0,
      },
  );
}
