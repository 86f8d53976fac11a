import type { AnalyticsSummary } from "../../schema/api/analytics";

type TierNow = Omit<AnalyticsSummary["membersByTier"][number], "daily">;
/** Tier id → day (YYYY-MM-DD) → the day's last member count (data/memberCounts.ts). */
type DailyCounts = ReadonlyMap<string, ReadonlyMap<string, number>>;

const DAY_MS = 24 * 3600 * 1000;

/** The UTC day before a day, both as YYYY-MM-DD. */
export const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** The members of every tier counted on a day, or null when no tier was counted that day. */
function membersOn(counts: DailyCounts, day: string): number | null {
  let total: number | null = null;
  for (const days of counts.values()) {
    const members = days.get(day);
    if (members !== undefined) total = (total ?? 0) + members;
  }
  return total;
}

/**
 * The members side of a period: each tier's daily counts beside its numbers now, and the members
 * at the period's start and end as the counts say. The end's count is used only once the period
 * is over (while it runs, the members now are newer); the start's is the count of the day before
 * it. Null where no count was taken (a period before counting began), so the caller can fall back.
 */
export function membersOverTime(
  tiers: readonly TierNow[],
  counts: DailyCounts,
  days: readonly string[],
  periodIsOver: boolean,
): { byTier: AnalyticsSummary["membersByTier"]; atStart: number | null; atEnd: number | null } {
  const first = days[0];
  const last = days[days.length - 1];
  return {
    byTier: tiers.map((tier) => ({ ...tier, daily: days.map((day) => counts.get(tier.tierId)?.get(day) ?? null) })),
    atStart: first === undefined ? null : membersOn(counts, dayBefore(first)),
    atEnd: periodIsOver && last !== undefined ? membersOn(counts, last) : null,
  };
}
