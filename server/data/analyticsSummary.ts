import type { AnalyticsSummary } from "../../schema/api/analytics";
import type { Queryable } from "../db/database";

const DAY_MS = 24 * 3600 * 1000;
export const TOP = 10;
/** Orders whose payment went through and stays (as the home's counts: data/studioHome.ts). */
const PAID = "o.status IN ('paid', 'processing', 'shipped', 'delivered')";
/** An order's amount less what was refunded of it. */
const KEPT_CENTS = "o.total_cents - coalesce((SELECT sum(r.amount_cents) FROM order_refunds r WHERE r.order_id = o.id), 0)";

/** A period as half-open instants: from the start of its first UTC day to the start of the day after its last. */
export interface Period {
  readonly start: string;
  readonly end: string;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The period asked for, and the one just before it, as long. */
export function periodsOf(from: string, to: string): { current: Period; previous: Period; days: string[] } {
  const start = dayStart(from).getTime();
  const end = dayStart(to).getTime() + DAY_MS;
  const length = end - start;
  const days = Array.from({ length: Math.round(length / DAY_MS) }, (_, index) =>
    new Date(start + index * DAY_MS).toISOString().slice(0, 10),
  );
  const iso = (ms: number) => new Date(ms).toISOString();
  return { current: { start: iso(start), end: iso(end) }, previous: { start: iso(start - length), end: iso(start) }, days };
}

/** Visits, page views and plays of a period, from the daily roll-ups. */
export async function trafficTotals(db: Queryable, profileId: string, period: Period) {
  const [row] = await db.query<{ visitors: string | null; pageviews: string | null; plays: string | null }>(
    `SELECT sum(visitors) FILTER (WHERE kind = 'pageview') AS visitors, sum(events) FILTER (WHERE kind = 'pageview') AS pageviews,
            sum(events) FILTER (WHERE kind = 'play_start') AS plays
     FROM analytics_rollups WHERE profile_id = $1 AND grain = 'day' AND dimension = '' AND at >= $2 AND at < $3`,
    [profileId, period.start, period.end],
  );
  return { visitors: Number(row?.visitors ?? 0), pageviews: Number(row?.pageviews ?? 0), plays: Number(row?.plays ?? 0) };
}

/** Orders paid in a period and what they brought (refunds taken off). */
export async function salesTotals(db: Queryable, profileId: string, period: Period) {
  const [row] = await db.query<{ sales: number; cents: string | null }>(
    `SELECT count(*)::int AS sales, sum(${KEPT_CENTS}) AS cents FROM orders o
     WHERE o.profile_id = $1 AND ${PAID} AND o.created_at >= $2 AND o.created_at < $3`,
    [profileId, period.start, period.end],
  );
  return { sales: row?.sales ?? 0, revenueCents: Math.max(0, Number(row?.cents ?? 0)) };
}

/** Paying members' monthly recurring revenue at an instant: subscriptions started by then and not yet ended (a year's at a twelfth). */
export async function mrrAt(db: Queryable, profileId: string, at: string): Promise<number> {
  const [row] = await db.query<{ cents: string | null }>(
    `SELECT sum(CASE WHEN billing_interval = 'year' THEN amount_cents / 12.0 ELSE amount_cents END) AS cents
     FROM membership_subscriptions WHERE profile_id = $1 AND status <> 'pending' AND created_at < $2
       AND (status IN ('active', 'past_due') OR updated_at >= $2)`,
    [profileId, at],
  );
  return Math.round(Number(row?.cents ?? 0));
}

/** Confirmed subscribers (each address once across the artist's lists, less suppressed ones) who had joined by an instant. */
export async function subscribersAt(db: Queryable, profileId: string, at: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(DISTINCT lower(s.email))::int AS count FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id
     WHERE l.profile_id = $1 AND s.status = 'confirmed' AND coalesce(s.confirmed_at, s.joined_at) < $2
       AND NOT EXISTS (SELECT 1 FROM mail_suppressions m WHERE m.profile_id = l.profile_id AND m.email = lower(s.email))`,
    [profileId, at],
  );
  return row?.count ?? 0;
}

/** Each tier's members now, and the paid memberships that began and ended in the period. */
export async function membersByTier(db: Queryable, profileId: string, period: Period) {
  return db.query<Omit<AnalyticsSummary["membersByTier"][number], "daily">>(
    `SELECT t.id AS "tierId", t.name,
       (SELECT count(*)::int FROM accounts a WHERE a.profile_id = $1 AND a.membership_tier_id = t.id) AS members,
       (SELECT count(*)::int FROM membership_subscriptions s WHERE s.membership_tier_id = t.id AND s.status <> 'pending'
          AND s.created_at >= $2 AND s.created_at < $3) AS joined,
       (SELECT count(*)::int FROM membership_subscriptions s WHERE s.membership_tier_id = t.id AND s.status = 'ended'
          AND s.updated_at >= $2 AND s.updated_at < $3) AS "left"
     FROM membership_tiers t WHERE t.profile_id = $1 ORDER BY t.rank, t.name`,
    [profileId, period.start, period.end],
  );
}

/** The period's roll-ups of one kind by one breakdown, summed per key, the most visited (or most frequent) first. */
export async function topKeys(db: Queryable, profileId: string, period: Period, kinds: readonly string[], dimension: string) {
  return db.query<{ key: string; kind: string; events: string; visitors: string }>(
    `SELECT key, kind, sum(events) AS events, sum(visitors) AS visitors FROM analytics_rollups
     WHERE profile_id = $1 AND grain = 'day' AND dimension = $2 AND kind = ANY($3::text[]) AND at >= $4 AND at < $5 AND key <> ''
     GROUP BY key, kind`,
    [profileId, dimension, [...kinds], period.start, period.end],
  );
}

/** Each day's visitors, page views and plays, from the daily roll-ups, by day (YYYY-MM-DD). */
export async function trafficByDay(db: Queryable, profileId: string, period: Period) {
  const rows = await db.query<{ at: string; kind: string; events: number; visitors: number }>(
    `SELECT at, kind, events, visitors FROM analytics_rollups
     WHERE profile_id = $1 AND grain = 'day' AND dimension = '' AND kind IN ('pageview', 'play_start') AND at >= $2 AND at < $3`,
    [profileId, period.start, period.end],
  );
  const days = new Map<string, { visitors: number; pageviews: number; plays: number }>();
  for (const row of rows) {
    const day = new Date(row.at).toISOString().slice(0, 10);
    const entry = days.get(day) ?? { visitors: 0, pageviews: 0, plays: 0 };
    if (row.kind === "pageview") {
      entry.visitors += Number(row.visitors);
      entry.pageviews += Number(row.events);
    } else entry.plays += Number(row.events);
    days.set(day, entry);
  }
  return days;
}

/** Each day's paid orders and what they brought, by day (YYYY-MM-DD). */
export async function salesByDay(db: Queryable, profileId: string, period: Period) {
  const rows = await db.query<{ day: string; sales: number; cents: string }>(
    `SELECT date_trunc('day', o.created_at, 'UTC') AS day, count(*)::int AS sales, sum(${KEPT_CENTS}) AS cents FROM orders o
     WHERE o.profile_id = $1 AND ${PAID} AND o.created_at >= $2 AND o.created_at < $3 GROUP BY 1`,
    [profileId, period.start, period.end],
  );
  return new Map(
    rows.map((row) => [new Date(row.day).toISOString().slice(0, 10), { sales: row.sales, revenueCents: Math.max(0, Number(row.cents)) }]),
  );
}

/** What each product sold in the period (its lines' prices, in paid orders), the best first. */
export async function revenueByProduct(db: Queryable, profileId: string, period: Period): Promise<AnalyticsSummary["revenueByProduct"]> {
  const rows = await db.query<{ productId: string; title: string; sales: number; cents: string }>(
    `SELECT i.product_id AS "productId", coalesce(p.title, min(i.title)) AS title, count(DISTINCT o.id)::int AS sales, sum(i.price_cents) AS cents
     FROM orders o JOIN order_items i ON i.order_id = o.id LEFT JOIN products p ON p.id = i.product_id
     WHERE o.profile_id = $1 AND ${PAID} AND o.created_at >= $2 AND o.created_at < $3
     GROUP BY i.product_id, p.title ORDER BY sum(i.price_cents) DESC, title LIMIT ${TOP}`,
    [profileId, period.start, period.end],
  );
  return rows.map((row) => ({ productId: row.productId, title: row.title, sales: row.sales, revenueCents: Number(row.cents) }));
}

/** Track and release titles of the artist's tracks among `ids`: a track of another artist is not named. */
export async function trackTitles(db: Queryable, profileId: string, ids: readonly string[]) {
  const rows = await db.query<{ id: string; title: string; release_title: string }>(
    `SELECT t.id, t.title, p.title AS release_title FROM tracks t JOIN product_variants v ON v.id = t.variant_id
     JOIN products p ON p.id = v.product_id WHERE p.profile_id = $1 AND t.id = ANY($2::text[])`,
    [profileId, [...ids]],
  );
  return new Map(rows.map((row) => [row.id, { title: row.title, releaseTitle: row.release_title }]));
}

/** Distinct visitors of the artist's site since an instant (the live count: the last 5 minutes), from the raw events; the server's events have none. */
export async function visitorsSince(db: Queryable, profileId: string, since: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    "SELECT count(DISTINCT visitor)::int AS count FROM analytics_events WHERE profile_id = $1 AND at >= $2 AND visitor <> ''",
    [profileId, since.toISOString()],
  );
  return row?.count ?? 0;
}
