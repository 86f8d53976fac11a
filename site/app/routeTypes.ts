import type { ComponentType } from "react";
import type { Profile } from "../../schema/entities/people";
import type { SiteDocument } from "../../schema/site";
import { type DataViewer, type SiteData, VISITOR_VIEWER, viewerKey } from "../../schema/siteData";
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
  /** What it shows: a component, or a screen in a chunk of its own (`lazyScreen`) that a fan downloads only when they go there. */
  readonly Screen: ComponentType<ScreenProps<Data>> | LazyScreen<Data>;
  readonly head: (args: HeadArgs<Data>) => HeadTags;
}

/**
 * A screen in a chunk of its own, fetched the first time its route is shown: before hydrating a
 * page of that route (so the first render matches the server's), or with the route's data on a
 * navigation. Keeps every screen but the page screen out of the home page's download.
 */
export interface LazyScreen<Data> {
  readonly lazy: true;
  /** Its source file, relative to `site/`: the server finds its chunk in Vite's manifest there, to preload it. */
  readonly source: string;
  load(): Promise<ComponentType<ScreenProps<Data>>>;
  /** The screen once loaded, else undefined. */
  loaded(): ComponentType<ScreenProps<Data>> | undefined;
}

/**
 * @example Screen: lazyScreen("screens/music/MusicListScreen.tsx", () => import("./MusicListScreen").then((m) => m.MusicListScreen))
 */
export function lazyScreen<Data>(source: string, importScreen: () => Promise<ComponentType<ScreenProps<Data>>>): LazyScreen<Data> {
  let screen: ComponentType<ScreenProps<Data>> | undefined;
  let pending: Promise<ComponentType<ScreenProps<Data>>> | undefined;
  return {
    lazy: true,
    source,
    load() {
      pending ??= importScreen().then(
        (loaded) => {
          screen = loaded;
          return loaded;
        },
        (error: unknown) => {
          // A failed download (offline) is tried again on the next visit.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => screen,
  };
}

/** A lazy screen whose chunk also holds the route's head (its JSON-LD and wording): see `lazyScreenWithHead`. */
export interface LazyScreenWithHead<Data> {
  readonly Screen: LazyScreen<Data>;
  /** The route's head: asked only once the chunk is here (after the route's load, or `loadScreen` on hydration). */
  readonly head: (args: HeadArgs<Data>) => HeadTags;
  /** What the route's load gives, once the screen's chunk is here too: fetched beside it, not after. */
  withScreen<T>(loading: Promise<T>): Promise<T>;
}

/**
 * A lazy screen whose module gives the route's head too, so that code (a release's JSON-LD…) is
 * not in a fan's first download (issue 39). The route's load fetches the chunk beside its data
 * (`withScreen`), so the head, asked once the data is here, always finds it: on the server and on
 * a navigation after the load, on hydration after `loadScreen` (site/entry-client.tsx).
 */
export function lazyScreenWithHead<Data>(
  source: string,
  importModule: () => Promise<{ Screen: ComponentType<ScreenProps<Data>>; head: (args: HeadArgs<Data>) => HeadTags }>,
): LazyScreenWithHead<Data> {
  let head: ((args: HeadArgs<Data>) => HeadTags) | undefined;
  const Screen = lazyScreen<Data>(source, () =>
    importModule().then((module) => {
      head = module.head;
      return module.Screen;
    }),
  );
  return {
    Screen,
    head(args) {
      if (!head) throw new Error(`The head of ${source} was asked before its chunk loaded`);
      return head(args);
    },
    withScreen: async (loading) => (await Promise.all([loading, Screen.load()]))[0],
  };
}

function isLazy<Data>(screen: SiteRoute<Data>["Screen"]): screen is LazyScreen<Data> {
  return (screen as Partial<LazyScreen<Data>>).lazy === true;
}

/** The route's screen if it can render now: always for an eager one, once loaded for a lazy one. */
export function screenOf<Data>(route: SiteRoute<Data>): ComponentType<ScreenProps<Data>> | undefined {
  return isLazy(route.Screen) ? route.Screen.loaded() : route.Screen;
}

/** Loads the route's screen if it is lazy (at once for an eager one). */
export async function loadScreen(route: AnySiteRoute): Promise<void> {
  if (isLazy(route.Screen)) await route.Screen.load();
}

/** The source file of a lazy route's screen, for the server to preload its chunk; null for an eager one. */
export function lazyScreenSource(route: AnySiteRoute): string | null {
  return isLazy(route.Screen) ? route.Screen.source : null;
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
