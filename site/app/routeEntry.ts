import { type AnySiteRoute, loadScreen } from "./routeTypes";

/**
 * One row of the site's route table (routes.ts): where it matches, and its route. The page route
 * is in the first download; every other route's code (its load, data key and head, with what they
 * use) is a chunk of its own (issue 39: the home page's download holds none of it), fetched before
 * the server renders the route and before the browser hydrates it, on a navigation to it, and as
 * soon as a link to it is pointed at, touched or focused (routePrefetch.ts).
 */
export interface RouteEntry {
  readonly id: string;
  readonly path: string;
  /** The route's module, relative to `site/`, whose chunk the server preloads; null for the page route. */
  readonly source: string | null;
  /** The route if its code is here, else undefined. */
  loaded(): AnySiteRoute | undefined;
  /** The route with its screen: fetched once, and again after a failed download. */
  load(): Promise<AnySiteRoute>;
}

/** A row whose route is in the first download. */
export function eagerRoute(route: AnySiteRoute): RouteEntry {
  return {
    id: route.id,
    path: route.path,
    source: null,
    loaded: () => route,
    load: async () => {
      await loadScreen(route);
      return route;
    },
  };
}

function routeIn(routes: readonly AnySiteRoute[], id: string, path: string, source: string): AnySiteRoute {
  const route = routes.find((candidate) => candidate.id === id);
  if (route?.path !== path) throw new Error(`The site's route table puts ${id} at ${path}, which ${source} does not`);
  return route;
}

/**
 * The rows of the routes one module holds, each `[id, path]` as the module says (the table must
 * know where each matches before its code comes; a row the module contradicts fails loudly).
 * @example lazyRoutes("screens/redeem/redeemRoute.ts", () => import("../screens/redeem/redeemRoute").then((module) => [module.redeemRoute]), [["redeem", "/redeem"]])
 */
export function lazyRoutes(
  source: string,
  importRoutes: () => Promise<readonly AnySiteRoute[]>,
  rows: readonly (readonly [id: string, path: string])[],
): RouteEntry[] {
  let routes: readonly AnySiteRoute[] | undefined;
  let pending: Promise<readonly AnySiteRoute[]> | undefined;
  const fetchRoutes = () => {
    pending ??= importRoutes().then(
      (loaded) => {
        routes = loaded;
        return loaded;
      },
      (error: unknown) => {
        // A failed download (offline) is tried again on the next need.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return rows.map(([id, path]) => ({
    id,
    path,
    source,
    loaded: () => (routes ? routeIn(routes, id, path, source) : undefined),
    load: async () => {
      const route = routeIn(await fetchRoutes(), id, path, source);
      await loadScreen(route);
      return route;
    },
  }));
}
