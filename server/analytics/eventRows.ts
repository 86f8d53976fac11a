import type { AnalyticsEvent } from "../../schema/api/analytics";
import type { AnalyticsRow } from "../data/analyticsEvents";
import { deviceClass } from "./deviceClass";

/** Who sent a batch, as far as the numbers need: the artist, the day's visitor hash, the device class and the site's own host. */
export interface EventSender {
  readonly profileId: string;
  readonly visitor: string;
  readonly userAgent: string;
  /** The host the page was served on: a referrer from it is the site itself, not a source. */
  readonly siteHost: string;
  readonly country: string;
}

/** A referrer's host, without www.; "" for none, a malformed one, or the site itself. */
export function referrerHost(referrer: string, siteHost: string): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return host === siteHost.toLowerCase().replace(/^www\./, "") ? "" : host.slice(0, 253);
  } catch {
    return "";
  }
}

/** A link as kept: its own address, without a query or fragment (they may carry someone's token). */
function linkOf(link: string): string {
  try {
    const url = new URL(link, "https://site.invalid");
    const host = url.host === "site.invalid" ? "" : `${url.protocol}//${url.host}`;
    return `${host}${url.pathname}`.slice(0, 500);
  } catch {
    return link.split(/[?#]/)[0]?.slice(0, 500) ?? "";
  }
}

/** The rows a batch's events make, stamped `at` by the server (a client's clock is not trusted). */
export function rowsOfEvents(events: readonly AnalyticsEvent[], sender: EventSender, at: Date): AnalyticsRow[] {
  const base = {
    profileId: sender.profileId,
    at,
    visitor: sender.visitor,
    device: deviceClass(sender.userAgent),
    country: sender.country,
    source: "",
    utmMedium: "",
    utmCampaign: "",
    subject: "",
    releaseId: "",
    preview: false,
    amountCents: 0,
  };
  return events.map((event): AnalyticsRow => {
    const path = event.path.split(/[?#]/)[0] ?? "/";
    if (event.type === "pageview") {
      const utm = event.utm ?? {};
      return {
        ...base,
        kind: "pageview",
        path,
        source: (utm.source?.trim().toLowerCase() || referrerHost(event.referrer, sender.siteHost)).slice(0, 253),
        utmMedium: utm.medium?.trim() ?? "",
        utmCampaign: utm.campaign?.trim() ?? "",
      };
    }
    if (event.type === "play") {
      const kind = event.stage === "start" ? "play_start" : event.stage === "30s" ? "play_30s" : "play_complete";
      return { ...base, kind, path, subject: event.trackId, releaseId: event.releaseId, preview: event.preview };
    }
    return { ...base, kind: "click", path, subject: linkOf(event.link), source: event.source };
  });
}
