/**
 * A merch product's options in the release form (issue 36), pure: options as typed (a name and
 * its values, comma-separated), the combinations they make, and stock as typed.
 */
import { PRODUCT_OPTION_LIMITS, type ProductOption } from "../../schema/entities/catalogue";
import { draftKey } from "./draftKeys";

export interface OptionDraft {
  readonly key: string;
  readonly name: string;
  /** The values as typed: "S, M, L". */
  readonly valuesText: string;
}

export const emptyOption = (): OptionDraft => ({ key: draftKey("option"), name: "", valuesText: "" });

export const optionDraftOf = (option: ProductOption): OptionDraft => ({
  key: draftKey("option"),
  name: option.name,
  valuesText: option.values.join(", "),
});

/** The values typed, trimmed, each once, in order. */
export function valuesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((value) => value.trim())
        .filter((value) => value !== ""),
    ),
  ];
}

/** The options that name something: a name and at least one value. */
export function optionsOf(drafts: readonly OptionDraft[]): ProductOption[] {
  return drafts
    .map((draft) => ({ name: draft.name.trim(), values: valuesOf(draft.valuesText) }))
    .filter((option) => option.name !== "" && option.values.length > 0);
}

/** Every combination of the options' values, the first option varying slowest. */
export function combinations(options: readonly ProductOption[]): string[][] {
  return options.reduce<string[][]>((sofar, option) => sofar.flatMap((prefix) => option.values.map((value) => [...prefix, value])), [[]]);
}

/** Why the options cannot be sold as they are, or null: too many combinations, or a value or name too long. */
export function optionsProblem(options: readonly ProductOption[]): string | null {
  const count = combinations(options).length;
  if (count > PRODUCT_OPTION_LIMITS.variants)
    return `These options make ${count} combinations: a product has at most ${PRODUCT_OPTION_LIMITS.variants}. Remove some values.`;
  const long = options.flatMap((option) => [option.name, ...option.values]).find((text) => text.length > PRODUCT_OPTION_LIMITS.valueLength);
  return long ? `"${long}" is too long: at most ${PRODUCT_OPTION_LIMITS.valueLength} characters.` : null;
}

/** Stock as typed: a whole number, blank for 'not counted', or "invalid". */
export function parseStock(text: string): number | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d{1,7}$/.test(trimmed) && Number(trimmed) <= 1_000_000 ? Number(trimmed) : "invalid";
}
