import { useEffect, useRef, useState } from "react";
import { useSearch } from "wouter";
import { VISITOR_VIEWER } from "../../schema/siteData";
import { applyHead } from "../head/head";
import { DocumentScreen } from "../screens/DocumentScreen";
import { NotFoundScreen } from "../screens/NotFoundScreen";
import { useDataViewer } from "./dataViewer";
import { hasNotFoundPage, loadRouteData, notFoundHead } from "./notFoundPage";
import { useRouteDataStore } from "./RouteDataStore";
import { RouteFailed, RouteLoading } from "./routeMessages";
import { type AnySiteRoute, isNotFound, loadScreen, routeDataKey, screenOf } from "./routeTypes";
import { useSite } from "./SiteContext";

type Loaded = { key: string; value: unknown } | { key: string; error: string };

/**
 * One route on screen: its data from the store (the server's, on hydration) or loaded now, its
 * screen, and its head after client-side navigations. While new data for the same route loads
 * (a search, a page), the screen keeps the previous data and knows it is loading. A `perViewer`
 * route's data is keyed and loaded for who is looking: a visitor at first (as the server rendered
 * it), then, once the session knows a logged-in fan, for that fan.
 */
export function RouteView({ route, pathname, params }: { route: AnySiteRoute; pathname: string; params: Record<string, string> }) {
  const site = useSite();
  const store = useRouteDataStore();
  const searchText = useSearch();
  const search = new URLSearchParams(searchText);
  const sessionViewer = useDataViewer();
  const viewer = route.perViewer ? sessionViewer : VISITOR_VIEWER;
  const key = routeDataKey(route, pathname, search, viewer);
  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    !route.load || store.has(key) ? { key, value: route.load ? store.get(key) : null } : null,
  );
  const previous = useRef<Loaded | null>(loaded);
  if (loaded && "value" in loaded) previous.current = loaded;

  useEffect(() => {
    if (!route.load) return;
    if (store.has(key)) {
      setLoaded({ key, value: store.get(key) });
      return;
    }
    let current = true;
    loadRouteData(route, { pathname, params, search: new URLSearchParams(searchText), data: site.data, viewer }, site.site).then(
      (value) => {
        store.set(key, value);
        if (current) setLoaded({ key, value });
      },
      (error: unknown) => {
        if (current) setLoaded({ key, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
    // `params`, `searchText` and `viewer` are what `key` is made of.
  }, [key, route, store, site.data, site.site, params, searchText, pathname, viewer]);

  // A lazy screen's chunk comes with the first visit to its route (it is there already on hydration).
  const Screen = screenOf(route);
  const [, screenArrived] = useState(0);
  const [screenFailed, setScreenFailed] = useState(false);
  useEffect(() => {
    if (screenOf(route)) return;
    let current = true;
    loadScreen(route).then(
      () => current && screenArrived((count) => count + 1),
      () => current && setScreenFailed(true),
    );
    return () => {
      current = false;
    };
  }, [route]);

  const shown = loaded?.key === key ? loaded : previous.current;
  const loading = loaded?.key !== key;
  const value = shown && "value" in shown ? shown.value : undefined;

  useEffect(() => {
    if (loading || value === undefined) return;
    const args = { data: value, params, search: new URLSearchParams(searchText), profile: site.profile, site: site.site, pathname };
    applyHead(isNotFound(value) ? notFoundHead(site.profile, value) : route.head(args));
  }, [loading, value, route, params, searchText, site, pathname]);

  if ((shown && "error" in shown) || screenFailed) {
    return <RouteFailed />;
  }
  if (value === undefined || !Screen) {
    return <RouteLoading />;
  }
  if (isNotFound(value)) {
    return hasNotFoundPage(value) ? (
      <DocumentScreen data={value.page} params={params} search={search} loading={loading} />
    ) : (
      <NotFoundScreen />
    );
  }
  return <Screen data={value} params={params} search={search} loading={loading} />;
}
