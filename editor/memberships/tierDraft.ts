import type { StudioTier, TierInput } from "../../schema/api/tiers";
import { isFreeTier, tierPriceProblem } from "../../schema/rules/membership";
import { namesInWords } from "../../schema/rules/namesInWords";
import { defaultIncludedTiers, paidTiersIncludedByFree } from "../../schema/rules/tierAccess";
import { parseDollars } from "../shell/dollars";

/**
 * A tier as its form holds it: prices as typed (dollars), benefits as lines keeping their ids, and
 * the tiers whose posts it includes: null while a new tier's ticks follow its price (the cheaper
 * tiers), a list once the artist ticks or unticks one (and for a tier that exists).
 */
export interface TierDraft {
  readonly name: string;
  readonly priceMonthly: string;
  readonly priceYearly: string;
  readonly payWhatYouWant: boolean;
  readonly payWhatYouWantMinimum: string;
  readonly benefits: readonly { readonly key: string; readonly id?: string; readonly title: string }[];
  readonly hidden: boolean;
  readonly includesTierIds: readonly string[] | null;
  /** The paid tiers the artist confirmed in words that this tier's free members may read. */
  readonly confirmedPaidIds: readonly string[];
}

let nextKey = 0;
/** A key for a benefit line of the form (React's), never sent. */
export const benefitKey = () => `benefit-${++nextKey}`;

const priceText = (price: number | null) => (price === null ? "" : String(price));

export function emptyTierDraft(): TierDraft {
  return {
    name: "",
    priceMonthly: "",
    priceYearly: "",
    payWhatYouWant: false,
    payWhatYouWantMinimum: "",
    benefits: [],
    hidden: false,
    includesTierIds: null,
    confirmedPaidIds: [],
  };
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
    includesTierIds: tier.includesTierIds,
    // What a saved free tier includes of paid ones was confirmed when it was saved.
    confirmedPaidIds: tier.includesTierIds,
  };
}

/** The draft's prices as far as they read as prices (a price mistyped counts as none): enough to compare tiers. */
export function draftPrices(draft: TierDraft) {
  const dollars = (text: string) => {
    const value = parseDollars(text);
    return value === "invalid" ? null : value;
  };
  return {
    priceMonthly: dollars(draft.priceMonthly),
    priceYearly: dollars(draft.priceYearly),
    payWhatYouWant: draft.payWhatYouWant,
    payWhatYouWantMinimum: draft.payWhatYouWant ? dollars(draft.payWhatYouWantMinimum) : null,
  };
}

/** Whether the draft is, as typed, a free tier. */
export const isFreeDraft = (draft: TierDraft) => isFreeTier(draftPrices(draft));

/** The tiers the draft includes: the ones ticked, or while untouched, those cheaper than it. */
export function includedIds(draft: TierDraft, others: readonly StudioTier[]): readonly string[] {
  return draft.includesTierIds ?? defaultIncludedTiers(others, draftPrices(draft)).map((tier) => tier.id);
}

/** The draft's includes once the artist confirmed `confirmed`: ticked with the others, in the tiers' order. */
export function withConfirmedPaid(draft: TierDraft, others: readonly StudioTier[], confirmed: StudioTier): TierDraft {
  const ticked = includedIds(draft, others);
  return {
    ...draft,
    includesTierIds: others.filter((other) => other.id === confirmed.id || ticked.includes(other.id)).map((other) => other.id),
    confirmedPaidIds: [...draft.confirmedPaidIds, confirmed.id],
  };
}

/** The paid tiers a free draft includes (none for a paid draft). */
function paidIncluded(draft: TierDraft, others: readonly StudioTier[]): StudioTier[] {
  const ids = includedIds(draft, others);
  return paidTiersIncludedByFree(
    draftPrices(draft),
    others.filter((tier) => ids.includes(tier.id)),
  );
}

/** The paid tiers a free draft includes that the artist has not confirmed. */
export function unconfirmedPaid(draft: TierDraft, others: readonly StudioTier[]): StudioTier[] {
  return paidIncluded(draft, others).filter((tier) => !draft.confirmedPaidIds.includes(tier.id));
}

export type TierDraftProblems = Partial<
  Record<"name" | "priceMonthly" | "priceYearly" | "payWhatYouWantMinimum" | "prices" | "benefits" | "includes", string>
>;

/**
 * The draft as the API takes it, or its problems by field. `others` are the artist's other tiers:
 * the includes are sent as ticked, with the confirmation when a free tier includes paid ones.
 */
export function tierInputOf(
  draft: TierDraft,
  others: readonly StudioTier[] = [],
): { ok: true; input: TierInput } | { ok: false; problems: TierDraftProblems } {
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
  const unconfirmed = unconfirmedPaid(draft, others).map((tier) => tier.name);
  if (unconfirmed.length > 0)
    problems.includes = `This tier is free: untick ${namesInWords(unconfirmed)}, or tick ${unconfirmed.length === 1 ? "it" : "them"} again and confirm that free members may read ${unconfirmed.length === 1 ? "its" : "their"} posts.`;
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
    includesTierIds: [...includedIds(draft, others)],
    // Only what passed `unconfirmedPaid` above: every paid tier a free one includes was confirmed in words.
    ...(paidIncluded(draft, others).length > 0 ? { confirmFreeIncludesPaid: true } : {}),
  };
  const pricing = tierPriceProblem(input);
  return pricing ? { ok: false, problems: { prices: pricing } } : { ok: true, input };
}
