import type { DiscountCode, DiscountStatus, DiscountTarget } from "../../schema/api/discountCodes";
import { formatCents } from "../../schema/rules/money";

/** A code's status as the list shows it. */
export const DISCOUNT_STATUS_WORDS: Readonly<Record<DiscountStatus, string>> = {
  scheduled: "Scheduled",
  active: "Active",
  expired: "Expired",
  used_up: "Used up",
  ended: "Ended",
};

/** What a code may apply to, as the form offers it. */
export const DISCOUNT_TARGET_WORDS: Readonly<Record<DiscountTarget, string>> = {
  store: "The whole store",
  merch: "All merch",
  music: "All music",
  products: "Chosen releases or merch",
  membership_first_period: "A membership's first period",
};

/** "10% off" or "$5.00 off". */
export function discountAmountText(code: Pick<DiscountCode, "kind" | "amount">): string {
  return code.kind === "percent" ? `${code.amount}% off` : `${formatCents(code.amount)} off`;
}

/** What the code applies to, in the list: "Whole store", "3 releases or merch". */
export function discountTargetText(code: Pick<DiscountCode, "appliesTo" | "productIds" | "tierIds">): string {
  if (code.appliesTo === "products")
    return code.productIds.length === 1 ? "1 release or merch" : `${code.productIds.length} releases or merch`;
  if (code.appliesTo === "membership_first_period")
    return code.tierIds.length === 0
      ? "First period, any tier"
      : `First period, ${code.tierIds.length} tier${code.tierIds.length === 1 ? "" : "s"}`;
  return DISCOUNT_TARGET_WORDS[code.appliesTo];
}

/** Its uses, against its limit when it has one: "3 of 100". */
export function discountUsesText(code: Pick<DiscountCode, "uses" | "usageLimit">): string {
  return code.usageLimit === null ? String(code.uses) : `${code.uses} of ${code.usageLimit}`;
}
