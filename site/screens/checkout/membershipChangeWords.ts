import { errorMessage } from "../../../schema/errors";
import type { MembershipChangePlan } from "../../../schema/rules/membershipChange";
import type { BillingInterval } from "../../../schema/rules/membershipPrice";
import { formatDollars } from "../../../schema/rules/money";

const dollars = (cents: number) => formatDollars(cents / 100);
const perInterval = (interval: BillingInterval) => (interval === "month" ? "a month" : "a year");

/** A day as the site writes it: "July 1, 2026". */
export const longDay = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/** What the fan pays now, and what they move to. */
export interface ChangeChoice {
  readonly currentTierName: string;
  readonly currentInterval: BillingInterval;
  readonly tierName: string;
  readonly amountCents: number;
  readonly interval: BillingInterval;
}

/**
 * The words of a paying fan's change of tier (issue 30): the button, and the sentence that says
 * what happens and when, before anything is charged. Null button: the change cannot be made.
 */
export function membershipChangeWords(plan: MembershipChangePlan, choice: ChangeChoice): { action: string | null; explanation: string } {
  const then = `${dollars(choice.amountCents)} ${perInterval(choice.interval)}`;
  switch (plan.kind) {
    case "upgrade":
      return {
        action: `Upgrade to ${choice.tierName}: pay ${dollars(plan.chargeCents)} now`,
        explanation:
          choice.interval === choice.currentInterval
            ? `You pay ${dollars(plan.chargeCents)} now for the rest of this ${choice.currentInterval} on ${choice.tierName}, then ${then}. You move to ${choice.tierName} once the payment goes through.`
            : `You pay ${dollars(plan.chargeCents)} now: a ${choice.interval} of ${choice.tierName} from today at ${then}, less the unused part of your ${choice.currentInterval}. You move to ${choice.tierName} once the payment goes through.`,
      };
    case "now":
      return {
        action: `Switch to ${choice.tierName}`,
        explanation: `${choice.tierName} costs what you pay now: you move to it at once, with nothing to pay.`,
      };
    case "at_period_end":
      return {
        action: `Switch to ${choice.tierName} on ${longDay(plan.takesEffectAt)}`,
        explanation: `You keep ${choice.currentTierName} until ${longDay(plan.takesEffectAt)}, as paid for; then you move to ${choice.tierName} at ${then}. Nothing is charged now.`,
      };
    case "refused":
      return { action: null, explanation: errorMessage("conflict", "yearlyToMonthly") };
  }
}
