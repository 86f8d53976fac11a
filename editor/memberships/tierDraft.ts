import type { StudioTier, TierInput } from "../../schema/api/tiers";
import { tierPriceProblem } from "../../schema/rules/membership";
import { parseDollars } from "../app/dollars";

/** A tier as its form holds it: prices as typed (dollars), benefits as lines keeping their ids. */
export interface TierDraft {
  readonly name: string;
  readonly priceMonthly: string;
  readonly priceYearly: string;
  readonly payWhatYouWant: boolean;
  readonly payWhatYouWantMinimum: string;
  readonly benefits: readonly { readonly key: string; readonly id?: string; readonly title: string }[];
  readonly hidden: boolean;
}

let nextKey = 0;
/** A key for a benefit line of the form (React's), never sent. */
export const benefitKey = () => `benefit-${++nextKey}`;

const priceText = (price: number | null) => (price === null ? "" : String(price));

export function emptyTierDraft(): TierDraft {
  return { name: "", priceMonthly: "", priceYearly: "", payWhatYouWant: false, payWhatYouWantMinimum: "", benefits: [], hidden: false };
}

export function draftOfTier(tier: StudioTier): TierDraft {
  return {
    name: tier.name,
    priceMonthly: priceText(tier.priceMonthly),
    priceYearly: priceText(tier.priceYearly),
    payWhatYouWant: tier.payWhatYouWant,
    payWhatYouWantMinimum: priceText(tier.payWhatYouWantMinimum),
    benefits: tier.benefits.map((benefit) => ({ key: benefitKey(), id: benefit.id, title: benefit.title })),
    hidden: tier.hidden,
  };
}

export type TierDraftProblems = Partial<
  Record<"name" | "priceMonthly" | "priceYearly" | "payWhatYouWantMinimum" | "prices" | "benefits", string>
>;

/** The draft as the API takes it, or its problems by field. */
export function tierInputOf(draft: TierDraft): { ok: true; input: TierInput } | { ok: false; problems: TierDraftProblems } {
  const problems: TierDraftProblems = {};
  if (draft.name.trim() === "") problems.name = "Give the tier a name.";
  const monthly = parseDollars(draft.priceMonthly);
  const yearly = parseDollars(draft.priceYearly);
  const minimum = draft.payWhatYouWant ? parseDollars(draft.payWhatYouWantMinimum) : null;
  const invalid = "A price in dollars, such as 5 or 4.99.";
  if (monthly === "invalid") problems.priceMonthly = invalid;
  if (yearly === "invalid") problems.priceYearly = invalid;
  if (minimum === "invalid") problems.payWhatYouWantMinimum = invalid;
  if (draft.benefits.some((benefit) => benefit.title.trim() === "")) problems.benefits = "Write each benefit, or remove the empty one.";
  if (Object.keys(problems).length > 0 || monthly === "invalid" || yearly === "invalid" || minimum === "invalid")
    return { ok: false, problems };
  const input: TierInput = {
    name: draft.name.trim(),
    priceMonthly: monthly,
    priceYearly: yearly,
    payWhatYouWant: draft.payWhatYouWant,
    payWhatYouWantMinimum: minimum,
    benefits: draft.benefits.map((benefit) =>
      benefit.id ? { id: benefit.id, title: benefit.title.trim() } : { title: benefit.title.trim() },
    ),
    hidden: draft.hidden,
  };
  const pricing = tierPriceProblem(input);
  return pricing ? { ok: false, problems: { prices: pricing } } : { ok: true, input };
}
