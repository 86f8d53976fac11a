import type { Queryable } from "../db/database";
import type { BusinessAnalyticsKind } from "./analyticsEvents";
import type { Period } from "./analyticsSummary";

/** A business event kind's numbers in a period: how many, their amounts summed, and the rises and falls apart. */
export interface BusinessKindTotals {
  readonly events: number;
  readonly amountCents: number;
  /** The positive amounts summed (MRR gained), from each day's roll-up. */
  readonly gainedCents: number;
  /** The negative amounts summed, as a positive number (MRR lost). */
  readonly lostCents: number;
}

const NONE: BusinessKindTotals = { events: 0, amountCents: 0, gainedCents: 0, lostCents: 0 };

/**
 * The business events of a period by kind (issue 38: joins, follows, checkouts, payments, MRR
 * moves, deliveries), from the daily roll-ups, never the raw events. A kind with none is zeros.
 */
export async function businessTotals(
  db: Queryable,
  profileId: string,
  period: Period,
): Promise<Readonly<Record<BusinessAnalyticsKind, BusinessKindTotals>>> {
  const rows = await db.query<{ kind: BusinessAnalyticsKind; events: string; cents: string; gained: string; lost: string }>(
    `SELECT kind, sum(events) AS events, sum(amount_cents) AS cents,
       sum(greatest(amount_cents, 0)) AS gained, sum(greatest(-amount_cents, 0)) AS lost
     FROM analytics_rollups
     WHERE profile_id = $1 AND grain = 'day' AND dimension = '' AND at >= $2 AND at < $3
       AND kind IN ('list_join', 'follow', 'checkout_start', 'order_paid', 'membership_start', 'membership_renew', 'membership_change',
         'membership_cancel', 'email_delivered')
     GROUP BY kind`,
    [profileId, period.start, period.end],
  );
  const totals: Record<BusinessAnalyticsKind, BusinessKindTotals> = {
    list_join: NONE,
    follow: NONE,
    checkout_start: NONE,
    order_paid: NONE,
    membership_start: NONE,
    membership_renew: NONE,
    membership_change: NONE,
    membership_cancel: NONE,
    email_delivered: NONE,
  };
  for (const row of rows)
    totals[row.kind] = {
      events: Number(row.events),
      amountCents: Number(row.cents),
      gainedCents: Number(row.gained),
      lostCents: Number(row.lost),
    };
  return totals;
}
