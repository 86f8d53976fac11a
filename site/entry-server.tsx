// The server shows every page at once: rich content's code is loaded with it, not on demand.
import "../blocks/richText/richContentEager";
import "../blocks/onDemand/onDemandEager";
import { renderToString } from "react-dom/server";
import { ON_DEMAND_VIEW_SOURCES } from "../blocks/onDemand/onDemandTypes";
import { pageCodeOf } from "../blocks/onDemand/pageCode";
import { renderWithBlockFallback } from "../runtime/interpreter/serverRendering";
import { htmlShowsEquation, KATEX_STYLESHEET_PATH, loadKatex } from "../runtime/richText/widgets/katexModule";
import { recordingVenueTimes, venueTimesToEmbed } from "../runtime/time/venueTimeWords";
import type { Profile } from "../schema/entities/people";
import type { SiteDocument } from "../schema/site";
import type { SiteData } from "../schema/siteData";
import { App } from "./app/App";
import type { InitialState } from "./app/initialState";
import { matchSiteRoute } from "./app/matchRoute";
import { loadRouteData, notFoundHead } from "./app/notFoundPage";
import { RouteDataStore } from "./app/RouteDataStore";
import { SITE_ROUTES } from "./app/routes";
import { isNotFound, lazyScreenSource, routeDataKey } from "./app/routeTypes";
import { renderHead } from "./head/head";

export interface RenderRequest {
  readonly pathname: string;
  /** The query string without `?`. */
  readonly search: string;
  readonly profile: Profile;
  readonly site: SiteDocument;
  /** The server's own data source (its data layer), never HTTP. */
  readonly data: SiteData;
  /** `https://band.example`: for canonical URLs and social cards. */
  readonly origin: string;
  readonly renderedAt: number;
  /** Whether the footer links 'Powered by Backline': the server's SHOW_POWERED_BY. */
  readonly poweredBy: boolean;
  /** Whether the artist sells merch (the header's Merch link). */
  readonly hasMerch?: boolean;
  /** How many days raw analytics events are kept (the privacy policy says it). */
  readonly analyticsRetentionDays?: number;
}

/** Rich content's lazy modules (`runtime/richText/richContent.ts`, `blocks/richText/richContentViews.ts`), as the site's build names them. */
const RICH_CONTENT_SOURCES = ["../runtime/richText/richContentDescribers.ts", "../blocks/richText/widgets/index.ts"];
/** KaTeX's module (`runtime/richText/widgets/katexModule.ts`), as the site's build names it. */
const KATEX_SOURCE = "../node_modules/katex/dist/katex.mjs";

export interface RenderedPage {
  readonly status: 200 | 404;
  /** `<title>`, meta tags and JSON-LD. */
  readonly head: string;
  /** The app's HTML, for `<div id="root">`. */
  readonly body: string;
  /** What the browser hydrates with (embedded as JSON). */
  readonly state: InitialState;
  /**
   * Sources (relative to `site/`) whose chunks the page loads before it hydrates, beyond the
   * entry's, for the page to preload them: the route's screen when it has a chunk of its own,
   * rich content's code where the page holds such a node, the views of the on-demand blocks it
   * holds (blocks/onDemand/), KaTeX where an equation shows.
   */
  readonly lazySources: readonly string[];
  /** Stylesheets the page's content needs beyond the site's: KaTeX's, only where an equation shows. */
  readonly stylesheets: readonly string[];
}

/**
 * Renders one page of the site on the server: finds the route, loads its data through the
 * server's data layer, renders the app to HTML, and returns the head and the state to embed, so
 * the browser hydrates without asking for the same data again.
 */
export async function renderSitePage(request: RenderRequest): Promise<RenderedPage> {
  const { route: entry, params } = matchSiteRoute(SITE_ROUTES, request.pathname);
  const search = new URLSearchParams(request.search);
  // The route's code and its screen's, each a chunk of its own but the page route's (site/app/routeEntry.ts).
  const route = await entry.load();
  const [data] = await Promise.all([
    loadRouteData(route, { pathname: request.pathname, params, search, data: request.data }, request.site),
    // Equations in rich text typeset on the server (KaTeX is loaded once, then kept).
    loadKatex(),
  ]);
  const store = new RouteDataStore(route.load ? { [routeDataKey(route, request.pathname, search)]: data } : {});
  const initial: InitialState = {
    profile: request.profile,
    site: request.site,
    routeData: store.toJSON(),
    renderedAt: request.renderedAt,
    poweredBy: request.poweredBy,
    ...(request.hasMerch ? { hasMerch: true } : {}),
    ...(request.analyticsRetentionDays ? { analyticsRetentionDays: request.analyticsRetentionDays } : {}),
  };
  // What the browser hydrates with when the server needed a boundary around every block.
  const withBoundaries: InitialState = { ...initial, suspenseBoundaries: true };
  const venueTimes = recordingVenueTimes();
  const rendered = renderWithBlockFallback((suspenseBoundaries) =>
    renderToString(
      <App
        initial={suspenseBoundaries ? withBoundaries : initial}
        data={request.data}
        store={store}
        ssrPath={request.pathname}
        ssrSearch={request.search}
        venueTimes={venueTimes}
      />,
    ),
  );
  const written = venueTimesToEmbed(venueTimes);
  const state = { ...(rendered.suspenseBoundaries ? withBoundaries : initial), ...(written ? { venueTimes: written } : {}) };
  const body = rendered.html;
  const notFound = isNotFound(data);
  const screenSource = lazyScreenSource(route);
  const equation = htmlShowsEquation(body);
  const tags = notFound
    ? notFoundHead(request.profile, data)
    : route.head({ data, params, search, profile: request.profile, site: request.site, pathname: request.pathname });
  const code = pageCodeOf(state.routeData);
  return {
    status: notFound ? 404 : 200,
    head: renderHead(tags, request.origin, request.profile.name),
    body,
    state,
    lazySources: [
      ...(entry.source ? [entry.source] : []),
      ...(screenSource ? [screenSource] : []),
      ...(code.richContent ? RICH_CONTENT_SOURCES : []),
      ...code.blockTypes.map((type) => ON_DEMAND_VIEW_SOURCES[type]),
      ...(equation ? [KATEX_SOURCE] : []),
    ],
    stylesheets: equation ? [KATEX_STYLESHEET_PATH] : [],
  };
}
