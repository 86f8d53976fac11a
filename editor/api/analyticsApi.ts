import { api } from "../../client/api/client";
import type { AnalyticsLive, AnalyticsQuery, AnalyticsSummary } from "../../schema/api/analytics";
import { studioCall } from "./studioCall";

/** The home's numbers (issue 38): a period's summary beside the one before it, and the visitors of the last 5 minutes. */
export const analyticsApi = {
  summary: (profileId: string, { from, to }: AnalyticsQuery) =>
    studioCall(() => api().get(`profiles/${profileId}/analytics`, { searchParams: { from, to } }).json<AnalyticsSummary>()),
  live: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/analytics/live`).json<AnalyticsLive>()),
};

export type AnalyticsApi = typeof analyticsApi;
