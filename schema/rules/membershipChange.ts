import type { BillingInterval } from "./membershipPrice";

/** What a paying fan pays now: the price per period, its interval, and when the period paid for ends. */
export interface PaidPeriod {
  readonly amountCents: number;
  readonly interval: BillingInterval;
  readonly currentPeriodEnd: string | null;
}

/**
 * What moving a paying fan to another price does (issue 30), as Stripe and Patreon do it: a dearer
 * price is an upgrade, charged now for the rest of the period and granted once that is paid; the
 * same price moves at once with nothing to pay; a cheaper price waits for the end of the period
 * paid for (no credit, no refund), the fan keeping what they paid for until then. Monthly to
 * yearly starts a yearly period now, less what is left of the month. Yearly to monthly is refused:
 * the providers would either lose the rest of the year paid for or need a schedule.
 */
export type MembershipChangePlan =
  | { readonly kind: "upgrade"; readonly chargeCents: number }
  | { readonly kind: "now" }
  | { readonly kind: "at_period_end"; readonly takesEffectAt: string }
  | { readonly kind: "refused"; readonly reason: "yearlyToMonthly" };

/** When a period that ends at `end` began: one interval before it. */
export function periodStartBefore(end: Date, interval: BillingInterval): Date {
  const start = new Date(end);
  if (interval === "month") start.setUTCMonth(start.getUTCMonth() - 1);
  else start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

/** The part of the period paid for that is still to come at `now`, from 0 to 1. */
export function periodLeft(current: PaidPeriod, now: Date): number {
  if (!current.currentPeriodEnd) return 0;
  const end = new Date(current.currentPeriodEnd);
  const start = periodStartBefore(end, current.interval);
  const left = (end.getTime() - now.getTime()) / (end.getTime() - start.getTime());
  return Math.min(1, Math.max(0, left));
}

/**
 * The plan for moving from `current` to `next` at `now`. An upgrade's charge is our reckoning of
 * the proration, in whole cents: the difference for the rest of the period (or, to yearly, the
 * year less the month's unused part). The test provider charges exactly this; Stripe reckons its
 * own, to the second, which may differ by a cent or so.
 * @example planMembershipChange({ amountCents: 500, interval: "month", currentPeriodEnd }, { amountCents: 1000, interval: "month" })
 * // { kind: "upgrade", chargeCents: 500 } at the start of the month
 */
export function planMembershipChange(
  current: PaidPeriod,
  next: { readonly amountCents: number; readonly interval: BillingInterval },
  now: Date = new Date(),
): MembershipChangePlan {
  if (current.interval === "year" && next.interval === "month") return { kind: "refused", reason: "yearlyToMonthly" };
  const left = periodLeft(current, now);
  if (current.interval !== next.interval) {
    // The yearly period starts now, so its charge is due even when the month's credit covers it all.
    return { kind: "upgrade", chargeCents: Math.max(0, next.amountCents - Math.round(current.amountCents * left)) };
  }
  if (next.amountCents > current.amountCents) {
    const chargeCents = Math.round((next.amountCents - current.amountCents) * left);
    return chargeCents > 0 ? { kind: "upgrade", chargeCents } : { kind: "now" };
  }
  if (next.amountCents === current.amountCents || !current.currentPeriodEnd) return { kind: "now" };
  return { kind: "at_period_end", takesEffectAt: new Date(current.currentPeriodEnd).toISOString() };
}
