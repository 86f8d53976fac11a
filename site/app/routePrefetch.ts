import { matchSiteRoute } from "./matchRoute";
import type { RouteEntry } from "./routeEntry";

/** What comes before a click: the pointer over a link, a finger on it, or the keyboard's focus. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/**
 * Fetches the code of the route a link of the site leads to as soon as a fan points at it, touches
 * it or tabs to it: by the click, a route whose code is a chunk of its own (routeEntry.ts) is
 * usually here, so a navigation waits only for its data, as when every route came in the first
 * download. Nothing is fetched for links to other sites, nor for pages nobody goes towards.
 */
export function prefetchRoutesOnIntent(target: Document, routes: readonly RouteEntry[]): void {
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== target.location.origin) return;
    const { route } = matchSiteRoute(routes, link.pathname);
    // A failed fetch is tried again on the navigation itself, which says so if it fails too.
    if (!route.loaded()) route.load().catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, prefetch, { capture: true, passive: true });
}
