import type { AnalyticsSummary } from "../../../schema/api/analytics";
import { countryName } from "../../../schema/rules/countries";
import { formatCents } from "../../../schema/rules/money";

/** One of the home's tables: what a chart shows, as numbers a screen reader and a spreadsheet can read. */
export interface AnalyticsTableData {
  /** Names the table in ids and its CSV file ("top-pages"). */
  readonly id: string;
  readonly caption: string;
  readonly columns: readonly string[];
  /** The cells as shown (and as the CSV has them), the first naming the row. */
  readonly rows: readonly (readonly string[])[];
  /** What tells the rows apart (a day, a path, a track's id), in their order. */
  readonly keys: readonly string[];
  /** What shows in place of rows when there are none. */
  readonly empty: string;
  /** For a ranking: the number each row's bar is drawn to (the second column's). */
  readonly bars?: readonly number[];
}

const count = (value: number) => value.toLocaleString("en");

/** The completion rate of a track: completions / plays, as a whole percent; a dash without plays. */
export function completionRate(plays: number, completions: number): string {
  return plays === 0 ? "–" : `${Math.round((completions / plays) * 100)}%`;
}

/** Each day's visitors, page views and plays: the table beside the traffic chart. */
export function trafficTable(summary: AnalyticsSummary): AnalyticsTableData {
  return {
    id: "visitors-and-plays",
    caption: "Visitors and plays by day",
    columns: ["Day", "Visitors", "Page views", "Plays"],
    keys: summary.days.map((day) => day.day),
    rows: summary.days.map((day) => [day.day, count(day.visitors), count(day.pageviews), count(day.plays)]),
    empty: "No days in this period.",
  };
}

/** Each day's sales and revenue: the table beside the revenue chart. */
export function revenueTable(summary: AnalyticsSummary): AnalyticsTableData {
  return {
    id: "revenue-by-day",
    caption: "Revenue by day",
    columns: ["Day", "Sales", "Revenue"],
    keys: summary.days.map((day) => day.day),
    rows: summary.days.map((day) => [day.day, count(day.sales), formatCents(day.revenueCents)]),
    empty: "No days in this period.",
  };
}

/** The rankings below the charts, each drawn as bars beside its table. */
export function rankingTables(summary: AnalyticsSummary): AnalyticsTableData[] {
  return [
    {
      id: "top-pages",
      caption: "Top pages",
      columns: ["Page", "Visitors", "Page views"],
      keys: summary.topPages.map((page) => page.path),
      rows: summary.topPages.map((page) => [page.path, count(page.visitors), count(page.pageviews)]),
      bars: summary.topPages.map((page) => page.visitors),
      empty: "No pages seen in this period.",
    },
    {
      id: "top-referrers",
      caption: "Top referrers",
      columns: ["Source", "Visitors"],
      keys: summary.topReferrers.map((referrer) => referrer.source),
      rows: summary.topReferrers.map((referrer) => [referrer.source, count(referrer.visitors)]),
      bars: summary.topReferrers.map((referrer) => referrer.visitors),
      empty: "No visitors came from another site in this period.",
    },
    {
      id: "top-countries",
      caption: "Top countries",
      columns: ["Country", "Visitors"],
      keys: summary.topCountries.map((country) => country.country),
      rows: summary.topCountries.map((country) => [countryName(country.country), count(country.visitors)]),
      bars: summary.topCountries.map((country) => country.visitors),
      // Empty for a period without visits too; with visits, it means the server has no country database (GEOIP_DATABASE).
      empty: "Countries show here when your host adds a country database.",
    },
    {
      id: "top-tracks",
      caption: "Top tracks and releases",
      columns: ["Track", "Plays", "Release", "Completions", "Completion rate"],
      keys: summary.topTracks.map((track) => track.trackId),
      rows: summary.topTracks.map((track) => [
        track.title,
        count(track.plays),
        track.releaseTitle,
        count(track.completions),
        completionRate(track.plays, track.completions),
      ]),
      bars: summary.topTracks.map((track) => track.plays),
      empty: "No plays in this period.",
    },
    {
      id: "revenue-by-product",
      caption: "Revenue by product",
      columns: ["Product", "Revenue", "Sales"],
      keys: summary.revenueByProduct.map((product) => product.productId),
      rows: summary.revenueByProduct.map((product) => [product.title, formatCents(product.revenueCents), count(product.sales)]),
      bars: summary.revenueByProduct.map((product) => product.revenueCents),
      empty: "No sales in this period.",
    },
    {
      id: "members-by-tier",
      caption: "Members by tier",
      columns: ["Tier", "Members", "Joined", "Left"],
      keys: summary.membersByTier.map((tier) => tier.tierId),
      rows: summary.membersByTier.map((tier) => [tier.name, count(tier.members), count(tier.joined), count(tier.left)]),
      bars: summary.membersByTier.map((tier) => tier.members),
      empty: "No membership tiers yet.",
    },
    {
      id: "top-links",
      caption: "Top links",
      columns: ["Link", "Clicks"],
      keys: summary.topLinks.map((link) => link.link),
      rows: summary.topLinks.map((link) => [link.link, count(link.clicks)]),
      bars: summary.topLinks.map((link) => link.clicks),
      empty: "No links followed in this period.",
    },
  ];
}
