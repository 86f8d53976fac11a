import { useEffect, useState } from "react";
import { RouteView } from "./RouteView";
import type { RouteEntry } from "./routeEntry";
import { RouteFailed, RouteLoading } from "./routeMessages";

/**
 * A row of the route table on screen: its route at once when its code is here (always on the
 * server and on hydration: both load it first), else once its chunk comes, with the loading and
 * failure messages every route shows. Keyed by the row, so another route starts afresh.
 */
export function RouteEntryView({ entry, pathname, params }: { entry: RouteEntry; pathname: string; params: Record<string, string> }) {
  const [route, setRoute] = useState(() => entry.loaded());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (route) return;
    let current = true;
    entry.load().then(
      (loaded) => current && setRoute(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [entry, route]);
  if (failed) return <RouteFailed />;
  if (!route) return <RouteLoading />;
  return <RouteView route={route} pathname={pathname} params={params} />;
}
