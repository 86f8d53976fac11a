import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { fetchBlockViewChunk } from "../blocks/onDemand/onDemandChunks";
import { loadBlockViews, provideBlockViewFetcher } from "../blocks/onDemand/onDemandViews";
import { pageCodeOf } from "../blocks/onDemand/pageCode";
import { fetchRichContentChunks } from "../blocks/richText/richContentChunks";
import { loadRichContent, provideRichContentFetcher } from "../blocks/richText/richContentViews";
import { initApi } from "../client/api/client";
import { endpoints } from "../client/api/endpoints";
import { apiSiteData } from "../client/data/apiSiteData";
import { loadKatex } from "../runtime/richText/widgets/katexModule";
import { AnalyticsContext } from "./analytics/analyticsContext";
import { startAnalytics } from "./analytics/startAnalytics";
import { App } from "./app/App";
import { type InitialState, readInitialState } from "./app/initialState";
import { matchSiteRoute } from "./app/matchRoute";
import { RouteDataStore } from "./app/RouteDataStore";
import { prefetchRoutesOnIntent } from "./app/routePrefetch";
import { SITE_ROUTES } from "./app/routes";

// Rich content's code (tables, images, embeds, equations, polls…) comes in chunks of its own, fetched for pages that hold it.
provideRichContentFetcher(fetchRichContentChunks);
// So are the views of the larger blocks (a gallery's lightbox, players, a countdown): blocks/onDemand/.
provideBlockViewFetcher(fetchBlockViewChunk);
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
const embedded = readInitialState();
// First-party analytics (issue 38), started once, here only: the server's render records nothing.
const analytics = startAnalytics({ window });
// Other routes' code comes when a link to one is pointed at, touched or focused (site/app/routePrefetch.ts).
prefetchRoutesOnIntent(document, SITE_ROUTES);

if (embedded) {
  // A page the server rendered: hydrate it with the data it embedded, and its route's and screen's
  // chunks (the server preloaded them), so the first render is the server's.
  initApi({ profileId: embedded.profile.id });
  // Rich content's code (tables, images, embeds, equations, polls…), the on-demand blocks' views and
  // KaTeX, each its own chunk, only when the page holds such a node, loaded before hydrating so the first render is the server's.
  const code = pageCodeOf(embedded.routeData);
  await Promise.all([
    matchSiteRoute(SITE_ROUTES, window.location.pathname).route.load(),
    code.richContent ? loadRichContent() : null,
    loadBlockViews(code.blockTypes),
    root.querySelector(".bl-rt-equation") ? loadKatex() : null,
  ]);
  hydrateRoot(
    root,
    <StrictMode>
      <AnalyticsContext.Provider value={analytics.record}>
        <App initial={embedded} data={apiSiteData} store={new RouteDataStore(embedded.routeData)} />
      </AnalyticsContext.Provider>
    </StrictMode>,
  );
} else {
  // Development (Vite serves the page): render in the browser, with the styles the server would link.
  initApi({ profileId: null });
  const { profile, site, poweredBy, hasMerch, analyticsRetentionDays } = await endpoints.publicSite();
  initApi({ profileId: profile.id });
  // Only Vite's page lacks them: the production build leaves this out, and with it the site's whole
  // stylesheet module (every block's, with their props validators: 600 kB no fan's page fetches).
  if (import.meta.env.DEV) {
    const [{ siteStylesheet }, { themeCss }] = await Promise.all([import("./styles/siteStylesheet"), import("../runtime/theme")]);
    const style = document.createElement("style");
    style.textContent = `:root { ${themeCss(site.settings)} }\n${siteStylesheet()}`;
    document.head.append(style);
  }
  const initial: InitialState = {
    profile,
    site,
    routeData: {},
    renderedAt: Date.now(),
    poweredBy,
    hasMerch: hasMerch === true,
    ...(analyticsRetentionDays ? { analyticsRetentionDays } : {}),
  };
  createRoot(root).render(
    <StrictMode>
      <AnalyticsContext.Provider value={analytics.record}>
        <App initial={initial} data={apiSiteData} store={new RouteDataStore()} />
      </AnalyticsContext.Provider>
    </StrictMode>,
  );
}
