import type { ComponentType } from "react";
import { type DataViewer, type SiteData, VISITOR_VIEWER, viewerKey } from "../../client/data/siteData";
import type { Profile } from "../../schema/entities/people";
import type { SiteDocument } from "../../schema/site";
import type { HeadTags } from "../head/head";

/** What a loader answers when the thing asked for does not exist: the not-found page, with a 404. */
export const NOT_FOUND = Object.freeze({ notFound: true as const });
export type NotFound = typeof NOT_FOUND;

export function isNotFound(value: unknown): value is NotFound {
  return typeof value === "object" && value !== null && (value as { notFound?: unknown }).notFound === true;
}

export interface RouteArgs {
  readonly pathname: string;
  readonly params: Readonly<Record<string, string>>;
  readonly search: URLSearchParams;
  readonly data: SiteData;
  /** Whom to load for (only a `perViewer` route's data differs); a visitor when absent, as on the server. */
  readonly viewer?: DataViewer;
}

export interface ScreenProps<Data> {
  readonly data: Data;
  readonly params: Readonly<Record<string, string>>;
  readonly search: URLSearchParams;
  /** New data is on its way (a search, a filter, a page); `data` is still the previous. */
  readonly loading: boolean;
}

export interface HeadArgs<Data> {
  readonly data: Data;
  readonly params: Readonly<Record<string, string>>;
  readonly search: URLSearchParams;
  readonly profile: Profile;
  readonly site: SiteDocument;
  readonly pathname: string;
}

/** One screen of the site: its path pattern, the data it loads (on the server or in the browser), what it shows, its head. */
export interface SiteRoute<Data = unknown> {
  readonly id: string;
  /** A wouter pattern: `/music/:id`. */
  readonly path: string;
  readonly load?: (args: RouteArgs) => Promise<Data | NotFound>;
  /** What identifies the data: the path and query by default; a route may ignore parts of the query. */
  readonly dataKey?: (pathname: string, search: URLSearchParams) => string;
  /**
   * The data differs by who looks (a post's access): the viewer becomes part of the data key, and
   * the loader is given it. The server renders as a visitor, and so does the browser until it knows
   * the fan, so hydration reuses the embedded data; then a logged-in fan's data loads under their key.
   */
  readonly perViewer?: boolean;
  readonly Screen: ComponentType<ScreenProps<Data>>;
  readonly head: (args: HeadArgs<Data>) => HeadTags;
}

/** A route whose data type is forgotten, for tables of routes. */
// biome-ignore lint/suspicious/noExplicitAny: a table holds routes of different data types.
export type AnySiteRoute = SiteRoute<any>;

export function defineRoute<Data>(route: SiteRoute<Data>): SiteRoute<Data> {
  return route;
}

/**
 * The key of a route's data in the route data store: the path and query (or the route's own key),
 * and, for a `perViewer` route, who is looking.
 * @example routeDataKey(membersRoute, "/members", search, fan) // "members:type=poll@fan:a1:t2"
 */
export function routeDataKey(route: AnySiteRoute, pathname: string, search: URLSearchParams, viewer: DataViewer = VISITOR_VIEWER): string {
  const key = route.dataKey ? route.dataKey(pathname, search) : `${pathname}?${search.toString()}`;
  return route.perViewer ? `${key}@${viewerKey(viewer)}` : key;
}
