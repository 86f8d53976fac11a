import type { ProductOption } from "../entities/catalogue";

/** Why a product's variants do not fit its options, or null when they do. */
export type OptionsProblem =
  | { readonly kind: "optionNamesRepeat"; readonly name: string }
  | { readonly kind: "variantOptionCount"; readonly position: number; readonly expected: number }
  | { readonly kind: "variantOptionValue"; readonly position: number; readonly value: string; readonly option: string }
  | { readonly kind: "variantRepeats"; readonly combination: string };

/** A combination as fans read it: "M / Black". */
export const combinationLabel = (values: readonly string[]) => values.join(" / ");

/**
 * The options and their variants agree (issue 36): option names differ; every variant names one
 * value of each option, from that option's values; no two variants are the same combination. A
 * product without options has variants without values (a release's download and vinyl, say).
 */
export function optionsProblem(
  options: readonly ProductOption[],
  variants: readonly { readonly optionValues?: readonly string[] }[],
): OptionsProblem | null {
  const names = new Set<string>();
  for (const option of options) {
    const name = option.name.trim().toLowerCase();
    if (names.has(name)) return { kind: "optionNamesRepeat", name: option.name };
    names.add(name);
  }
  const seen = new Set<string>();
  for (const [index, variant] of variants.entries()) {
    const values = variant.optionValues ?? [];
    if (values.length !== options.length) return { kind: "variantOptionCount", position: index + 1, expected: options.length };
    for (const [at, value] of values.entries()) {
      const option = options[at] as ProductOption;
      if (!option.values.includes(value)) return { kind: "variantOptionValue", position: index + 1, value, option: option.name };
    }
    const key = JSON.stringify(values);
    if (options.length > 0 && seen.has(key)) return { kind: "variantRepeats", combination: combinationLabel(values) };
    seen.add(key);
  }
  return null;
}

/** The variant a fan's choice of values names, if the artist sells it. */
export function variantForChoice<Variant extends { readonly optionValues?: readonly string[] }>(
  variants: readonly Variant[],
  choice: readonly string[],
): Variant | undefined {
  return variants.find((variant) => {
    const values = variant.optionValues ?? [];
    return values.length === choice.length && values.every((value, index) => value === choice[index]);
  });
}
