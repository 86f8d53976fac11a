import {
  eventListSchema,
  featuredProductsQuerySchema,
  membershipTierListSchema,
  productListSchema,
  productPageSchema,
  productsQuerySchema,
} from "../../schema/api/catalogue";
import { idParamsSchema, profileQuerySchema } from "../../schema/api/common";
import { productSchema } from "../../schema/entities/catalogue";
import { eventSchema } from "../../schema/entities/events";
import type { PublishedContentCache } from "../cache/publishedContentCache";
import { serverSiteData } from "../cache/serverSiteData";
import { listFeaturedProducts } from "../data/products";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { privateMediaLinker, withProductMediaLinks } from "../media/privateMediaLinks";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);

/**
 * SPEC §7's catalogue for fans: membership tiers, upcoming events, one event (a Countdown's, begun
 * or not), products (featured, paged, one).
 * Answers come through the published-content cache, as the pages do. (Joining an email list is in
 * emailListJoin.ts.)
 */
export const catalogueRoutes: RoutePlugin<{ cache: PublishedContentCache }> = async (app, { context, cache }) => {
  const { db, config, clock } = context;
  // Made per request: a private track's link is signed for the time of the answer.
  const siteData = (profileId: string) => serverSiteData(db, profileId, cache, privateMediaLinker(config.uploadSecret, clock.now()));
  app.get(
    "/public/membership-tiers",
    { schema: { tags: ["catalogue"], querystring: profileQuerySchema, response: { 200: membershipTierListSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      return siteData(profile.id).membershipTiers();
    },
  );

  app.get(
    "/public/events",
    { schema: { tags: ["catalogue"], querystring: profileQuerySchema, response: { 200: eventListSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      return siteData(profile.id).events();
    },
  );

  app.get(
    "/public/events/:id",
    { schema: { tags: ["catalogue"], params: idParamsSchema, querystring: profileQuerySchema, response: { 200: eventSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      const event = await siteData(profile.id).event?.(request.params.id);
      if (!event) throw httpError("not_found", "event");
      return event;
    },
  );

  app.get(
    "/public/products/featured",
    { schema: { tags: ["catalogue"], querystring: featuredProductsQuerySchema, response: { 200: productListSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      const { category } = request.query;
      if (category) return siteData(profile.id).featuredProducts(category);
      const link = privateMediaLinker(config.uploadSecret, clock.now());
      return cache.get(profile.id, "featured:all", async () =>
        (await listFeaturedProducts(db, profile.id)).map((product) => withProductMediaLinks(product, link)),
      );
    },
  );

  app.get(
    "/public/products",
    { schema: { tags: ["catalogue"], querystring: productsQuerySchema, response: { 200: productPageSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      const { category, page = 1, limit = 10, filter } = request.query;
      // Built in one order, so equal queries share one cache entry.
      return siteData(profile.id).products({
        page,
        limit,
        ...(filter?.query?.trim() ? { query: filter.query } : {}),
        ...(filter?.releaseType && filter.releaseType !== "all" ? { releaseType: filter.releaseType } : {}),
        ...(category ? { category } : {}),
      });
    },
  );

  app.get(
    "/public/products/:id",
    {
      schema: { tags: ["catalogue"], params: idParamsSchema, querystring: profileQuerySchema, response: { 200: productSchema, ...errors } },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const product = await siteData(profile.id).product(request.params.id);
      if (!product) throw httpError("not_found", "product");
      return product;
    },
  );
};
