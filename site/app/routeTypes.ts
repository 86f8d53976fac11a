import type { ComponentType } from "react";
import type { Profile } from "../../schema/entities/people";
import type { SiteDocument } from "../../schema/site";
import type { SiteData } from "../data/siteData";
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
  readonly Screen: ComponentType<ScreenProps<Data>>;
  readonly head: (args: HeadArgs<Data>) => HeadTags;
}

/** A route whose data type is forgotten, for tables of routes. */
// biome-ignore lint/suspicious/noExplicitAny: a table holds routes of different data types.
export type AnySiteRoute = SiteRoute<any>;

export function defineRoute<Data>(route: SiteRoute<Data>): SiteRoute<Data> {
  return route;
}

export function routeDataKey(route: AnySiteRoute, pathname: string, search: URLSearchParams): string {
  return route.dataKey ? route.dataKey(pathname, search) : `${pathname}?${search.toString()}`;
}
