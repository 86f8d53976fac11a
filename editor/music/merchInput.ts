import type { ReleaseInput } from "../../schema/api/releases";
import { type OptionDraft, optionsOf, optionsProblem, parseStock } from "./merchOptions";

/** What the merch part of the release form holds (issue 36). */
interface MerchFields {
  readonly category: "Music" | "Merch";
  readonly options: readonly OptionDraft[];
  readonly lowStockThreshold: string;
  readonly variants: readonly {
    readonly key: string;
    readonly optionValues: readonly string[];
    readonly sku: string;
    readonly stock: string;
    readonly stockSeen: number | null;
  }[];
}

type VariantMerch = Pick<ReleaseInput["variants"][number], "optionValues" | "sku" | "stock" | "stockSeen">;

export type MerchInput =
  | {
      readonly ok: true;
      readonly product: Pick<ReleaseInput, "options" | "lowStockThreshold">;
      /** By the variants' order. */
      readonly variants: readonly VariantMerch[];
    }
  | {
      readonly ok: false;
      readonly problems: { options?: string; lowStockThreshold?: string; stock?: Readonly<Record<string, string>> };
    };

/**
 * The options, threshold and each variant's values, SKU and stock as the API takes them, or what
 * is wrong with them. Music has none of it: its variants (a download, a vinyl) are not counted.
 */
export function merchInputOf(draft: MerchFields): MerchInput {
  if (draft.category !== "Merch") return { ok: true, product: { options: [], lowStockThreshold: null }, variants: [] };
  const options = optionsOf(draft.options);
  const problems: { options?: string; lowStockThreshold?: string; stock?: Record<string, string> } = {};
  const optionsWrong = optionsProblem(options);
  if (optionsWrong) problems.options = optionsWrong;
  const threshold = parseStock(draft.lowStockThreshold);
  if (threshold === "invalid" || threshold === 0)
    problems.lowStockThreshold = "A whole number from 1, or blank to never say how many are left.";
  const stock: Record<string, string> = {};
  const variants = draft.variants.map((variant): VariantMerch => {
    const count = parseStock(variant.stock);
    if (count === "invalid") stock[variant.key] = "A whole number, or blank to not count it.";
    return {
      optionValues: [...variant.optionValues],
      sku: variant.sku.trim(),
      stock: count === "invalid" ? null : count,
      ...(variant.stockSeen === null ? {} : { stockSeen: variant.stockSeen }),
    };
  });
  if (Object.keys(stock).length > 0) problems.stock = stock;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, product: { options, lowStockThreshold: threshold === "invalid" ? null : threshold }, variants };
}
