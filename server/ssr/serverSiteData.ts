import type { PageDocument } from "../../schema/page";
import type { SiteData } from "../../site/data/siteData";
import { findPublishedPage } from "../data/documents";
import { listUpcomingEvents } from "../data/events";
import { findProduct, listFeaturedProducts, listProducts } from "../data/products";
import { listTiers } from "../data/tiers";
import type { Queryable } from "../db/database";

/** The site's data while the server renders a page: straight from the data layer, scoped to the artist. */
export function serverSiteData(db: Queryable, profileId: string): SiteData {
  return {
    page: async (path) => (await findPublishedPage(db, profileId, path)) as PageDocument | null,
    featuredProducts: (category) => listFeaturedProducts(db, profileId, category),
    products: (query) =>
      listProducts(db, profileId, {
        page: query.page,
        limit: query.limit,
        ...(query.category ? { category: query.category } : {}),
        ...(query.query ? { query: query.query } : {}),
        ...(query.releaseType ? { releaseType: query.releaseType } : {}),
      }),
    product: (id) => findProduct(db, profileId, id),
    membershipTiers: () => listTiers(db, profileId),
    events: () => listUpcomingEvents(db, profileId),
  };
}
