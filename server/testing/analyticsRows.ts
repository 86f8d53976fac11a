import type { AnalyticsRow } from "../data/analyticsEvents";

/** A raw page view of `/` for tests of the analytics store: the artist, the time and the day's visitor, the rest blank. */
export function pageViewRow(profileId: string, at: string, visitor = `v-${at}`): AnalyticsRow {
  return {
    profileId,
    at: new Date(at),
    kind: "pageview",
    visitor,
    path: "/",
    source: "",
    utmMedium: "",
    utmCampaign: "",
    device: "desktop",
    country: "",
    subject: "",
    releaseId: "",
    preview: false,
    amountCents: 0,
  };
}
