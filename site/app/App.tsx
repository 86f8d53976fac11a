import { useMemo } from "react";
import { Route, Router, Switch, useLocation } from "wouter";
import { embeddedVenueTimes, type VenueTimeBook, VenueTimeProvider } from "../../runtime/time/venueTimeWords";
import type { SiteData } from "../../schema/siteData";
import { PageViews } from "../analytics/PageViews";
import { Layout } from "../shell/Layout";
import type { InitialState } from "./initialState";
import { type RouteDataStore, RouteDataStoreContext } from "./RouteDataStore";
import { RouteEntryView } from "./RouteEntryView";
import type { RouteEntry } from "./routeEntry";
import { SITE_ROUTES } from "./routes";
import { SiteContext, type SiteContextValue } from "./SiteContext";
import { SiteProviders } from "./session";

export interface AppProps {
  readonly initial: InitialState;
  readonly data: SiteData;
  readonly store: RouteDataStore;
  /** On the server: the request's path and query. */
  readonly ssrPath?: string;
  readonly ssrSearch?: string;
  /** The zoned times the page writes: on the server a recording book; else the ones the server embedded. */
  readonly venueTimes?: VenueTimeBook;
}

function RouteOf({ entry, params }: { entry: RouteEntry; params: Record<string, string> }) {
  const [pathname] = useLocation();
  return <RouteEntryView key={entry.id} entry={entry} pathname={pathname} params={params} />;
}

/** The fan-facing site: the same tree on the server and in the browser. */
export function App({ initial, data, store, ssrPath, ssrSearch, venueTimes }: AppProps) {
  const site = useMemo<SiteContextValue>(
    () => ({
      profile: initial.profile,
      site: initial.site,
      data,
      renderedAt: initial.renderedAt,
      poweredBy: initial.poweredBy,
      hasMerch: initial.hasMerch === true,
      ...(initial.analyticsRetentionDays ? { analyticsRetentionDays: initial.analyticsRetentionDays } : {}),
      suspenseBoundaries: initial.suspenseBoundaries === true,
    }),
    [initial, data],
  );
  const times = useMemo(() => venueTimes ?? embeddedVenueTimes(initial.venueTimes), [venueTimes, initial]);
  return (
    <SiteContext.Provider value={site}>
      <VenueTimeProvider book={times}>
        <RouteDataStoreContext.Provider value={store}>
          <Router {...(ssrPath === undefined ? {} : { ssrPath })} {...(ssrSearch === undefined ? {} : { ssrSearch })}>
            <PageViews />
            <SiteProviders>
              <Layout>
                <Switch>
                  {SITE_ROUTES.map((entry) =>
                    entry.path === "/*" ? (
                      <Route key={entry.id}>{(params) => <RouteOf entry={entry} params={params as Record<string, string>} />}</Route>
                    ) : (
                      <Route key={entry.id} path={entry.path}>
                        {(params) => <RouteOf entry={entry} params={params as Record<string, string>} />}
                      </Route>
                    ),
                  )}
                </Switch>
              </Layout>
            </SiteProviders>
          </Router>
        </RouteDataStoreContext.Provider>
      </VenueTimeProvider>
    </SiteContext.Provider>
  );
}
