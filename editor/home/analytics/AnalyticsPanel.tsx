import { useCallback } from "react";
import { type AnalyticsApi, analyticsApi } from "../../api/analyticsApi";
import { ListStates } from "../../shell/ListStates";
import { useLoadedList } from "../../shell/useLoadedList";
import { AnalyticsReport, isEmptySummary } from "./AnalyticsReport";
import { useAnalyticsStyles } from "./analytics.css";
import { LiveVisitors } from "./LiveVisitors";
import { PeriodPicker } from "./PeriodPicker";
import type { UplotConstructor } from "./TimeChart";
import { usePeriod } from "./usePeriod";

const realNow = () => new Date();

/**
 * The home's numbers (issue 38): the period picker and the live count, then the period's
 * headlines, charts and tables; loading, failing (with Try again) and empty as the studio's lists are.
 */
export function AnalyticsPanel({
  profileId,
  siteUrl,
  api = analyticsApi,
  now = realNow,
  loadChart,
}: {
  readonly profileId: string;
  /** The site's address, for the empty state to say where to send fans. */
  readonly siteUrl?: string;
  readonly api?: AnalyticsApi;
  readonly now?: () => Date;
  readonly loadChart?: () => Promise<UplotConstructor>;
}) {
  useAnalyticsStyles();
  const picked = usePeriod(now);
  const { from, to } = picked.period;
  const load = useCallback(() => api.summary(profileId, { from, to }), [api, profileId, from, to]);
  const { list: summary, refresh } = useLoadedList("Your numbers", load);
  return (
    <section className="studio-analytics" aria-labelledby="studio-analytics-heading">
      <div className="studio-analytics__head">
        <h2 id="studio-analytics-heading">Your numbers</h2>
        <LiveVisitors api={api} profileId={profileId} />
        <PeriodPicker
          choice={picked.choice}
          custom={picked.custom}
          problem={picked.problem}
          onChoice={picked.choose}
          onCustom={picked.setCustom}
        />
      </div>
      <ListStates list={summary} loading="Loading your numbers…" empty={null} onRetry={() => void refresh()} />
      {summary.state === "ready" && isEmptySummary(summary.value) ? (
        <p className="studio-home__card studio-hint">
          No visits yet: share your site's address{siteUrl ? <>, {siteUrl.replace(/\/$/, "")},</> : null} where your fans are, and your
          visitors, plays and sales will show here.
        </p>
      ) : null}
      {summary.state === "ready" && !isEmptySummary(summary.value) ? (
        <AnalyticsReport
          summary={summary.value}
          period={{ from: summary.value.from, to: summary.value.to }}
          periodName={picked.name}
          loadChart={loadChart}
        />
      ) : null}
    </section>
  );
}
