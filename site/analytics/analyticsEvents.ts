import type { AnalyticsEvent } from "../../schema/api/analytics";

/** One event of each kind the site sends (schema/api/analytics.ts), for the builders' callers. */
export type PageViewEvent = Extract<AnalyticsEvent, { type: "pageview" }>;
export type PlayEvent = Extract<AnalyticsEvent, { type: "play" }>;
export type LinkClickEvent = Extract<AnalyticsEvent, { type: "click" }>;

/** Records one event; the sender queues it. A no-op where nothing is collected (the server, DNT, GPC). */
export type RecordAnalyticsEvent = (event: AnalyticsEvent) => void;

// The schema's limits: a longer value would make the server refuse the whole batch, so each is cut.
const PATH_MAX = 512;
const REFERRER_MAX = 2048;
const UTM_MAX = 100;
const LINK_MAX = 2048;

const UTM_FIELDS = ["source", "medium", "campaign"] as const;

/** A page's path as the schema takes it: starting with "/", without query or hash, at most 512 characters. */
export function analyticsPath(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? "";
  const path = bare.startsWith("/") ? bare : `/${bare}`;
  return path.slice(0, PATH_MAX);
}

/** The campaign named by an address's utm_source, utm_medium and utm_campaign; undefined when it names none. */
export function utmOf(search: string): PageViewEvent["utm"] {
  const params = new URLSearchParams(search);
  const utm: { source?: string; medium?: string; campaign?: string } = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(`utm_${field}`)?.trim();
    if (value) utm[field] = value.slice(0, UTM_MAX);
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/**
 * A page seen at `pathname` (its query left out), coming from `referrer` ("" for none), with the
 * campaign of `search` when it has utm_* parameters.
 *
 * @example pageViewEvent("/music", "?utm_source=ig&ref=1", "") // { type: "pageview", path: "/music", referrer: "", utm: { source: "ig" } }
 */
export function pageViewEvent(pathname: string, search: string, referrer: string): PageViewEvent {
  const utm = utmOf(search);
  return {
    type: "pageview",
    path: analyticsPath(pathname),
    referrer: referrer.slice(0, REFERRER_MAX),
    ...(utm ? { utm } : {}),
  };
}

/** A play's stage reached, on the page at `pathname`. */
export function playEvent(
  pathname: string,
  play: { readonly trackId: string; readonly releaseId: string; readonly preview: boolean },
  stage: PlayEvent["stage"],
): PlayEvent {
  return { type: "play", path: analyticsPath(pathname), trackId: play.trackId, releaseId: play.releaseId, stage, preview: play.preview };
}

/** A link followed, by its address, from the Link Tree or a Button block; null for an empty address. */
export function linkClickEvent(pathname: string, link: string, source: LinkClickEvent["source"]): LinkClickEvent | null {
  const trimmed = link.trim();
  if (!trimmed) return null;
  return { type: "click", path: analyticsPath(pathname), link: trimmed.slice(0, LINK_MAX), source };
}
