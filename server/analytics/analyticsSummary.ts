import type { AnalyticsSummary } from "../../schema/api/analytics";
import {
  membersByTier,
  mrrAt,
  type Period,
  periodsOf,
  revenueByProduct,
  salesByDay,
  salesTotals,
  subscribersAt,
  TOP,
  topKeys,
  trackTitles,
  trafficByDay,
  trafficTotals,
} from "../data/analyticsSummary";
import { churnPercent, memberCountsByDay } from "../data/memberCounts";
import type { Queryable } from "../db/database";
import { businessSummary } from "./businessSummary";
import { dayBefore, membersOverTime } from "./membersOverTime";

type Top = Awaited<ReturnType<typeof topKeys>>;

/** Sums a breakdown's rows per key: events and visitors of each kind. */
function byKey(rows: Top) {
  const keys = new Map<string, Record<string, { events: number; visitors: number }>>();
  for (const row of rows) {
    const entry = keys.get(row.key) ?? {};
    entry[row.kind] = { events: Number(row.events), visitors: Number(row.visitors) };
    keys.set(row.key, entry);
  }
  return [...keys];
}

const first = <T>(rows: T[], order: (row: T) => number) => rows.sort((a, b) => order(b) - order(a)).slice(0, TOP);

/** The two databases the numbers come from: the artist's own (orders, members, tracks), and the analytics store's. */
export interface SummarySources {
  readonly db: Queryable;
  readonly analyticsDb: Queryable;
  /** The server's clock: whether the period is over decides which count of members ends it. */
  readonly now: Date;
}

async function rankings({ db, analyticsDb }: SummarySources, profileId: string, period: Period) {
  const [pages, sources, countries, tracks, links] = await Promise.all([
    topKeys(analyticsDb, profileId, period, ["pageview"], "path"),
    topKeys(analyticsDb, profileId, period, ["pageview"], "source"),
    // Visits from no known country ("") are left out, as direct visits are from the referrers.
    topKeys(analyticsDb, profileId, period, ["pageview"], "country"),
    topKeys(analyticsDb, profileId, period, ["play_start", "play_complete"], "subject"),
    topKeys(analyticsDb, profileId, period, ["click"], "subject"),
  ]);
  const topTracks = first(
    byKey(tracks).map(([trackId, kinds]) => ({
      trackId,
      plays: kinds.play_start?.events ?? 0,
      completions: kinds.play_complete?.events ?? 0,
    })),
    (track) => track.plays,
  );
  const titles = await trackTitles(
    db,
    profileId,
    topTracks.map((track) => track.trackId),
  );
  return {
    topPages: first(
      byKey(pages).map(([path, kinds]) => ({ path, visitors: kinds.pageview?.visitors ?? 0, pageviews: kinds.pageview?.events ?? 0 })),
      (page) => page.visitors * 1e6 + page.pageviews,
    ),
    topReferrers: first(
      byKey(sources).map(([source, kinds]) => ({ source, visitors: kinds.pageview?.visitors ?? 0 })),
      (source) => source.visitors,
    ),
    topCountries: first(
      byKey(countries).map(([country, kinds]) => ({ country, visitors: kinds.pageview?.visitors ?? 0 })),
      (country) => country.visitors,
    ),
    // A track no longer in the catalogue (deleted) keeps its plays, without a name.
    topTracks: topTracks.map((track) => ({
      ...track,
      title: titles.get(track.trackId)?.title ?? "A deleted track",
      releaseTitle: titles.get(track.trackId)?.releaseTitle ?? "",
    })),
    topLinks: first(
      byKey(links).map(([link, kinds]) => ({ link, clicks: kinds.click?.events ?? 0 })),
      (link) => link.clicks,
    ),
  };
}

/**
 * The studio home's numbers for a period (issue 38): traffic and the business's events (joins,
 * follows, the checkout funnel, MRR moves, deliveries) from the roll-ups (never the raw events: a
 * year is 365 rows per breakdown), money and members from the orders and memberships themselves,
 * each total beside the period just before it.
 */
export async function analyticsSummary(sources: SummarySources, profileId: string, from: string, to: string): Promise<AnalyticsSummary> {
  const { db, analyticsDb } = sources;
  const { current, previous, days } = periodsOf(from, to);
  const [
    traffic,
    trafficBefore,
    sales,
    salesBefore,
    mrr,
    mrrBefore,
    subscribers,
    subscribersBefore,
    tiers,
    dailyTraffic,
    dailySales,
    business,
    memberCounts,
    churn,
  ] = await Promise.all([
    trafficTotals(analyticsDb, profileId, current),
    trafficTotals(analyticsDb, profileId, previous),
    salesTotals(db, profileId, current),
    salesTotals(db, profileId, previous),
    mrrAt(db, profileId, current.end),
    mrrAt(db, profileId, current.start),
    subscribersAt(db, profileId, current.end),
    subscribersAt(db, profileId, current.start),
    membersByTier(db, profileId, current),
    trafficByDay(analyticsDb, profileId, current),
    salesByDay(db, profileId, current),
    businessSummary(analyticsDb, profileId, current, previous),
    memberCountsByDay(db, profileId, { start: `${dayBefore(from)}T00:00:00.000Z`, end: current.end }),
    churnPercent(db, profileId, current),
  ]);
  const counted = membersOverTime(tiers, memberCounts, days, sources.now.getTime() >= Date.parse(current.end));
  // Without a count (a period before counting began): the members now, less the period's joins, plus its ends.
  const members = counted.atEnd ?? tiers.reduce((sum, tier) => sum + tier.members, 0);
  const membersBefore =
    counted.atStart ??
    Math.max(
      0,
      tiers.reduce((sum, tier) => sum + tier.members - tier.joined + tier.left, 0),
    );
  return {
    from,
    to,
    totals: {
      visitors: { value: traffic.visitors, previous: trafficBefore.visitors },
      pageviews: { value: traffic.pageviews, previous: trafficBefore.pageviews },
      plays: { value: traffic.plays, previous: trafficBefore.plays },
      sales: { value: sales.sales, previous: salesBefore.sales },
      revenueCents: { value: sales.revenueCents, previous: salesBefore.revenueCents },
      members: { value: members, previous: membersBefore },
      mrrCents: { value: mrr, previous: mrrBefore },
      subscribers: { value: subscribers, previous: subscribersBefore },
      ...business.totals,
    },
    funnel: business.funnel,
    membershipMoves: { ...business.membershipMoves, churnPercent: churn },
    days: days.map((day) => ({
      day,
      visitors: dailyTraffic.get(day)?.visitors ?? 0,
      pageviews: dailyTraffic.get(day)?.pageviews ?? 0,
      plays: dailyTraffic.get(day)?.plays ?? 0,
      sales: dailySales.get(day)?.sales ?? 0,
      revenueCents: dailySales.get(day)?.revenueCents ?? 0,
    })),
    ...(await rankings(sources, profileId, current)),
    revenueByProduct: await revenueByProduct(db, profileId, current),
    membersByTier: counted.byTier,
  };
}
