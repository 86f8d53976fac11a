/**
 * Matches a path against a pattern like `/music/:id` or `/*`: the same patterns wouter's Switch
 * uses, so the server picks the route the browser will render.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === "/*") return { "*": pathname.slice(1) };
  const patternParts = pattern.split("/").filter(Boolean);
  const pathParts = pathname.split("/").filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] as string;
    if (part.startsWith(":")) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

/** The first route that matches, in table order (the last route catches everything). */
export function matchSiteRoute<Route extends { readonly path: string }>(
  routes: readonly Route[],
  pathname: string,
): { route: Route; params: Record<string, string> } {
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  throw new Error(`No route matches ${pathname}; the table must end with a catch-all`);
}
