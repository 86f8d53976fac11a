import type { AnalyticsSummary } from "../../schema/api/analytics";
import { businessTotals } from "../data/analyticsBusiness";
import type { Period } from "../data/analyticsSummary";
import type { Queryable } from "../db/database";

type BusinessSummary = Pick<AnalyticsSummary, "funnel"> & {
  readonly membershipMoves: Omit<AnalyticsSummary["membershipMoves"], "churnPercent">;
  readonly totals: Pick<AnalyticsSummary["totals"], "listJoins" | "follows" | "emailsDelivered">;
};

/** Orders paid per checkout started, in percent, rounded; 0 without any checkout. */
export const conversionPercent = (checkouts: number, paid: number) => (checkouts === 0 ? 0 : Math.round((paid / checkouts) * 100));

/**
 * The business's side of the studio home (issue 38), from the analytics store's roll-ups only:
 * the checkout funnel, the memberships' MRR moves, and joins, follows and deliveries, each beside
 * the period before where the home shows a trend.
 */
export async function businessSummary(
  analyticsDb: Queryable,
  profileId: string,
  current: Period,
  previous: Period,
): Promise<BusinessSummary> {
  const [now, before] = await Promise.all([
    businessTotals(analyticsDb, profileId, current),
    businessTotals(analyticsDb, profileId, previous),
  ]);
  const trend = (kind: keyof typeof now) => ({ value: now[kind].events, previous: before[kind].events });
  const moves = [now.membership_start, now.membership_renew, now.membership_change, now.membership_cancel];
  return {
    totals: { listJoins: trend("list_join"), follows: trend("follow"), emailsDelivered: trend("email_delivered") },
    funnel: {
      checkoutsStarted: trend("checkout_start"),
      ordersPaid: trend("order_paid"),
      conversionPercent: conversionPercent(now.checkout_start.events, now.order_paid.events),
    },
    membershipMoves: {
      started: now.membership_start.events,
      renewed: now.membership_renew.events,
      changed: now.membership_change.events,
      cancelled: now.membership_cancel.events,
      mrrGainedCents: moves.reduce((sum, kind) => sum + kind.gainedCents, 0),
      mrrLostCents: moves.reduce((sum, kind) => sum + kind.lostCents, 0),
    },
  };
}
