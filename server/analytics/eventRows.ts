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

/** A path without its query or fragment. */
function barePath(path: string): string {
  const query = path.indexOf("?");
  const fragment = path.indexOf("#");
  const end = query === -1 ? fragment : fragment === -1 ? query : Math.min(query, fragment);
  return end === -1 ? path : path.slice(0, end);
}

/**
 * The rows a batch's events make, stamped `at` by the server (a client's clock is not trusted).
 * It runs for every batch (on the embedded database's analytics worker, else on the server's main
 * thread), so each distinct referrer of a batch (most often one: a visitor's pages come from the
 * same place) is parsed once.
 */
export function rowsOfEvents(events: readonly AnalyticsEvent[], sender: EventSender, at: Date): AnalyticsRow[] {
  const hosts = new Map<string, string>();
  const hostOf = (referrer: string) => {
    let host = hosts.get(referrer);
    if (host === undefined) {
      host = referrerHost(referrer, sender.siteHost);
      hosts.set(referrer, host);
    }
    return host;
  };
  const device = deviceClass(sender.userAgent);
  // Every row in one shape, its fields in one order: built by spreading, rows took V8's slow path.
  const row = (kind: AnalyticsRow["kind"], path: string, fields: Partial<AnalyticsRow>): AnalyticsRow => ({
    profileId: sender.profileId,
    at,
    kind,
    visitor: sender.visitor,
    path,
    source: fields.source ?? "",
    utmMedium: fields.utmMedium ?? "",
    utmCampaign: fields.utmCampaign ?? "",
    device,
    country: sender.country,
    subject: fields.subject ?? "",
    releaseId: fields.releaseId ?? "",
    preview: fields.preview ?? false,
    amountCents: 0,
  });
  return events.map((event): AnalyticsRow => {
    const path = barePath(event.path);
    if (event.type === "pageview") {
      const utm = event.utm ?? {};
      return row("pageview", path, {
        source: (utm.source?.trim().toLowerCase() || hostOf(event.referrer)).slice(0, 253),
        utmMedium: utm.medium?.trim() ?? "",
        utmCampaign: utm.campaign?.trim() ?? "",
      });
    }
    if (event.type === "play") {
      const kind = event.stage === "start" ? "play_start" : event.stage === "30s" ? "play_30s" : "play_complete";
      return row(kind, path, { subject: event.trackId, releaseId: event.releaseId, preview: event.preview });
    }
    return row("click", path, { subject: linkOf(event.link), source: event.source });
  });
}
