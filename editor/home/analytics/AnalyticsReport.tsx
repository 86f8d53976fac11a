import { useMemo } from "react";
import type { AnalyticsQuery, AnalyticsSummary } from "../../../schema/api/analytics";
import { formatCents } from "../../../schema/rules/money";
import { AnalyticsTable } from "./AnalyticsTable";
import { rankingTables, revenueTable, trafficTable } from "./analyticsTables";
import { businessTiles, funnelTable, membershipMovesTable } from "./businessTables";
import { Headlines, HeadlineTiles } from "./Headlines";
import { membersByDayTable, membersSeries } from "./membersTables";
import { type ChartSeries, TimeChart, type UplotConstructor } from "./TimeChart";

/** Whether a summary holds nothing at all, in the period or the one before: a new artist's. */
export function isEmptySummary(summary: AnalyticsSummary): boolean {
  return Object.values(summary.totals).every((trend) => trend.value === 0 && trend.previous === 0);
}

/**
 * A period's numbers: the headlines with their trends, the business's (funnel, joins, follows,
 * deliveries, MRR moves, churn), visitors and plays over time, revenue by day, members by tier by
 * day, the checkout funnel and membership moves, then the rankings; every chart with its table and its CSV.
 */
export function AnalyticsReport({
  summary,
  period,
  periodName,
  loadChart,
}: {
  readonly summary: AnalyticsSummary;
  readonly period: AnalyticsQuery;
  readonly periodName: string;
  readonly loadChart?: () => Promise<UplotConstructor>;
}) {
  // Made once per summary, so the charts are given new data only when the numbers change.
  const charts = useMemo(() => {
    const days = summary.days.map((day) => day.day);
    const traffic: ChartSeries[] = [
      { label: "Visitors", values: summary.days.map((day) => day.visitors), color: "#5b4fd6" },
      { label: "Plays", values: summary.days.map((day) => day.plays), color: "#d9702b" },
    ];
    const revenue: ChartSeries[] = [{ label: "Revenue", values: summary.days.map((day) => day.revenueCents), color: "#2f8f5b" }];
    return {
      days,
      traffic,
      revenue,
      members: membersSeries(summary),
      membersTable: membersByDayTable(summary),
      trafficTable: trafficTable(summary),
      revenueTable: revenueTable(summary),
      rankings: rankingTables(summary),
      business: [funnelTable(summary), membershipMovesTable(summary)],
      businessTiles: businessTiles(summary),
    };
  }, [summary]);
  return (
    <>
      <Headlines totals={summary.totals} periodName={periodName} />
      <HeadlineTiles label="Business numbers" tiles={charts.businessTiles} periodName={periodName} />
      <div className="studio-analytics__grid">
        <AnalyticsTable
          table={charts.trafficTable}
          period={period}
          chart={<TimeChart label="Visitors and plays by day" days={charts.days} series={charts.traffic} load={loadChart} />}
        />
        <AnalyticsTable
          table={charts.revenueTable}
          period={period}
          chart={<TimeChart label="Revenue by day" days={charts.days} series={charts.revenue} format={formatCents} load={loadChart} />}
        />
        <AnalyticsTable
          table={charts.membersTable}
          period={period}
          chart={<TimeChart label="Members by tier by day" days={charts.days} series={charts.members} load={loadChart} />}
        />
        {[...charts.business, ...charts.rankings].map((table) => (
          <AnalyticsTable key={table.id} table={table} period={period} />
        ))}
      </div>
    </>
  );
}
