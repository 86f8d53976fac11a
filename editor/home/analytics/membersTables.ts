import type { AnalyticsSummary } from "../../../schema/api/analytics";
import type { AnalyticsTableData } from "./analyticsTables";
import type { ChartSeries } from "./TimeChart";

/** The tiers' lines, in turn (a seventh tier takes the first colour again). */
const TIER_COLOURS = ["#5b4fd6", "#d9702b", "#2f8f5b", "#c23b6b", "#2b7fb8", "#8a6d1f"] as const;

/** Whether any tier was counted on any day of the period: counting began with issue 38. */
export const hasMemberCounts = (summary: AnalyticsSummary) =>
  summary.membersByTier.some((tier) => tier.daily.some((members) => members !== null));

/** Each tier's members by day, a line per tier; a day without a count is a gap. */
export function membersSeries(summary: AnalyticsSummary): ChartSeries[] {
  return summary.membersByTier.map((tier, index) => ({
    label: tier.name,
    values: tier.daily,
    color: TIER_COLOURS[index % TIER_COLOURS.length] as string,
  }));
}

/**
 * The table beside the members chart: a row per day, a column per tier, "–" on a day that has no
 * count (before counting began). No rows when no day was counted, so the table says why instead.
 */
export function membersByDayTable(summary: AnalyticsSummary): AnalyticsTableData {
  const counted = hasMemberCounts(summary);
  return {
    id: "members-by-day",
    caption: "Members by tier by day",
    columns: ["Day", ...summary.membersByTier.map((tier) => tier.name)],
    keys: counted ? summary.days.map((day) => day.day) : [],
    rows: counted
      ? summary.days.map((day, index) => [
          day.day,
          ...summary.membersByTier.map((tier) => {
            const members = tier.daily[index];
            return members === null || members === undefined ? "–" : members.toLocaleString("en");
          }),
        ])
      : [],
    empty:
      summary.membersByTier.length === 0
        ? "No membership tiers yet."
        : "Members are counted each day from now on: this chart fills in as the days pass.",
  };
}
