import { useCallback } from "react";
import type { AnalyticsApi } from "../../api/analyticsApi";
import { useLiveVisitors } from "./useLiveVisitors";

/** "Right now: 3 visitors" on the site, kept up to date while the home is open (read politely by screen readers). */
export function LiveVisitors({ api, profileId }: { readonly api: Pick<AnalyticsApi, "live">; readonly profileId: string }) {
  const ask = useCallback(() => api.live(profileId), [api, profileId]);
  const visitors = useLiveVisitors(ask);
  return (
    <p className="studio-analytics__live" aria-live="polite">
      <span className="studio-analytics__live-dot" aria-hidden="true" />
      {visitors === null ? "Right now: …" : `Right now: ${visitors.toLocaleString("en")} ${visitors === 1 ? "visitor" : "visitors"}`}
    </p>
  );
}
