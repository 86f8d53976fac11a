import type { Profile } from "../../schema/entities/people";
import type { SiteDocument } from "../../schema/site";
import type { HeadTags } from "../head/head";
import { type DocumentPageData, loadDocumentPage } from "../screens/DocumentScreen";
import { type AnySiteRoute, isNotFound, type NotFound, type RouteArgs } from "./routeTypes";

/** Not found, with the page the artist built for it (issue 39, item 7) to show in its place, with the 404. */
export interface NotFoundWithPage extends NotFound {
  readonly page: DocumentPageData;
}

export function hasNotFoundPage(value: NotFound): value is NotFoundWithPage {
  return (value as Partial<NotFoundWithPage>).page !== undefined;
}

/**
 * A route's data, on the server and in the browser alike: what the route loads, except that where
 * it finds nothing and the site names a not-found page (`notFoundPage`), that page comes with the
 * answer, loaded as any page is. Not found as before when the site names none, or when that page is
 * not published (or is the very address asked for).
 */
export async function loadRouteData(route: AnySiteRoute, args: RouteArgs, site: SiteDocument): Promise<unknown> {
  if (!route.load) return null;
  const value: unknown = await route.load(args);
  const path = site.notFoundPage;
  if (!isNotFound(value) || path === undefined || path === args.pathname) return value;
  const page = await loadDocumentPage(path, args.data);
  return isNotFound(page) ? value : ({ notFound: true, page } satisfies NotFoundWithPage);
}

/** The head of a not-found answer: never indexed, titled by the artist's page when there is one. */
export function notFoundHead(profile: Profile, value: NotFound): HeadTags {
  const title = hasNotFoundPage(value) ? value.page.page.title : "Page not found";
  return { title: `${title} · ${profile.name}`, canonicalPath: "/", noIndex: true };
}
