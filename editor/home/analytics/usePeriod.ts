import { useMemo, useState } from "react";
import type { AnalyticsQuery } from "../../../schema/api/analytics";
import { type PeriodChoice, periodName, periodOf } from "./period";

/**
 * The period the home shows and the picker's state: the choice (30 days at first), the custom
 * range as typed, and why it is not a period. A bad range keeps the last good period on screen.
 */
export function usePeriod(now: () => Date) {
  const [choice, setChoice] = useState<PeriodChoice>("30d");
  const [custom, setCustom] = useState({ from: "", to: "" });
  const [shown, setShown] = useState<{ period: AnalyticsQuery; name: string }>(() => {
    const first = periodOf("30d", now());
    if (!first.ok) throw new Error("30 days is always a period");
    return { period: first.period, name: periodName("30d", first.period) };
  });
  const result = useMemo(() => periodOf(choice, now(), custom), [choice, custom, now]);
  const period = result.ok ? result.period : null;
  if (period && (period.from !== shown.period.from || period.to !== shown.period.to || periodName(choice, period) !== shown.name))
    setShown({ period, name: periodName(choice, period) });
  return {
    choice,
    custom,
    problem: result.ok ? null : result.problem,
    period: shown.period,
    name: shown.name,
    choose(next: PeriodChoice) {
      // A custom range starts as the period on screen, for the artist to move from.
      if (next === "custom" && custom.from === "" && custom.to === "") setCustom({ ...shown.period });
      setChoice(next);
    },
    setCustom,
  };
}
