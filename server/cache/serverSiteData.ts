import type { PagePollCounts } from "../../schema/api/pagePolls";
import type { Product } from "../../schema/entities/catalogue";
import type { PageDocument } from "../../schema/page";
import type { SiteData } from "../../schema/siteData";
import { findPublishedPage } from "../data/documents";
import { findEvent, listUpcomingEvents } from "../data/events";
import { listArchivedNewsletters } from "../data/newsletterArchive";
import { countPagePolls, findPublishedPagePolls } from "../data/pagePolls";
import { listPosts } from "../data/posts";
import { findProduct, listFeaturedProducts, listProducts } from "../data/products";
import { listTiers } from "../data/tiers";
import type { Queryable } from "../db/database";
import { type MediaLinker, withMediaLinks, withProductMediaLinks } from "../media/privateMediaLinks";
import type { PublishedContentCache } from "./publishedContentCache";

/**
 * The site's data on the server, scoped to the artist, for rendering pages and answering the
 * public API alike: from the data layer through `cache` when given. Posts are as a visitor sees
 * them. `link` gives the private media of posts the viewer may see, and the private audio of
 * published releases, their signed links.
 */
export function serverSiteData(
  db: Queryable,
  profileId: string,
  cache?: PublishedContentCache,
  link: MediaLinker = (url) => url,
): SiteData {
  // Counted as a visitor sees them, like posts: the browser asks again for a fan's own votes.
  const pagePolls = async (pageId: string): Promise<PagePollCounts[]> => {
    const page = await findPublishedPagePolls(db, profileId, pageId);
    return page ? countPagePolls(db, profileId, page, null) : [];
  };
  const linkProducts = (products: Product[]) => products.map((product) => withProductMediaLinks(product, link));
  const data: SiteData = {
    page: async (path) => (await findPublishedPage(db, profileId, path)) as PageDocument | null,
    featuredProducts: async (category) => linkProducts(await listFeaturedProducts(db, profileId, category)),
    products: async (query) => {
      const page = await listProducts(db, profileId, {
        page: query.page,
        limit: query.limit,
        ...(query.category ? { category: query.category } : {}),
        ...(query.query ? { query: query.query } : {}),
        ...(query.releaseType ? { releaseType: query.releaseType } : {}),
      });
      return { ...page, data: linkProducts(page.data) };
    },
    product: async (id) => {
      const product = await findProduct(db, profileId, id);
      return product && withProductMediaLinks(product, link);
    },
    membershipTiers: () => listTiers(db, profileId),
    events: () => listUpcomingEvents(db, profileId),
    event: (id) => findEvent(db, profileId, id),
    // A page request carries no token (it is in the browser's storage): the server renders posts as
    // a visitor sees them, whoever is named, and the browser loads them again for a logged-in fan.
    posts: async (query) =>
      withMediaLinks(
        await listPosts(db, {
          profileId,
          viewerAccountId: null,
          page: query.page,
          limit: query.limit,
          filter: {
            ...(query.query ? { query: query.query } : {}),
            ...(query.type ? { type: query.type } : {}),
            ...(query.membershipTierId ? { membershipTierId: query.membershipTierId } : {}),
          },
        }),
        link,
      ),
    pagePolls,
    newsletters: async (query) => ({ ...(await listArchivedNewsletters(db, profileId, query)), page: query.page, pageSize: query.limit }),
  };
  if (!cache) return data;
  const kept = <T>(key: string, load: () => Promise<T>) => cache.get(profileId, key, load);
  return {
    page: (path) => kept(`page:${path}`, () => data.page(path)),
    featuredProducts: (category) => kept(`featured:${category}`, () => data.featuredProducts(category)),
    products: (query) => kept(`products:${JSON.stringify(query)}`, () => data.products(query)),
    product: (id) => kept(`product:${id}`, () => data.product(id)),
    membershipTiers: () => kept("tiers", () => data.membershipTiers()),
    events: () => kept("events", () => data.events()),
    event: (id) => kept(`event:${id}`, () => findEvent(db, profileId, id)),
    // A visitor's view (the only one the server renders); a like or comment forgets it like any write.
    posts: (query, viewer) => kept(`posts:${JSON.stringify(query)}`, () => data.posts(query, viewer)),
    // A vote forgets it like any write (the page_poll_votes trigger).
    pagePolls: (pageId) => kept(`pagePolls:${pageId}`, () => pagePolls(pageId)),
    // A send's start or end forgets it (the newsletter_sends trigger, migration 046).
    newsletters: (query) => kept(`newsletters:${query.page}:${query.limit}`, () => data.newsletters(query)),
  };
}
