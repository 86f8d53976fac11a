import type { SiteData } from "../../schema/siteData";
import { ApiError } from "../api/client";
import { endpoints } from "../api/endpoints";
import { feedEndpoints } from "../api/feedEndpoints";

async function orNullWhenMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The site's data in the browser, through the one API client. */
export const apiSiteData: SiteData = {
  page: (path) => orNullWhenMissing(() => endpoints.page(path)),
  featuredProducts: (category) => endpoints.featuredProducts(category),
  products: (query) => endpoints.products(query),
  product: (id) => orNullWhenMissing(() => endpoints.product(id)),
  membershipTiers: () => endpoints.membershipTiers(),
  events: () => endpoints.events(),
  event: (id) => orNullWhenMissing(() => endpoints.event(id)),
  posts: (query, viewer) => endpoints.posts(query, { asVisitor: viewer.kind === "visitor" }),
  pagePolls: (pageId) => endpoints.pagePolls(pageId),
  newsletters: (query) => feedEndpoints.newsletters(query),
};
