import {
  eventListSchema,
  featuredProductsQuerySchema,
  membershipTierListSchema,
  productListSchema,
  productPageSchema,
  productsQuerySchema,
} from "../../schema/api/catalogue";
import { errorResponseSchema, idParamsSchema, profileQuerySchema } from "../../schema/api/common";
import { joinEmailListBodySchema, joinEmailListResponseSchema } from "../../schema/api/emailLists";
import { productSchema } from "../../schema/entities/catalogue";
import { emailError, normalizeEmail } from "../../schema/rules/registration";
import type { PublishedContentCache } from "../cache/publishedContentCache";
import { serverSiteData } from "../cache/serverSiteData";
import { joinEmailList } from "../data/emailLists";
import { listFeaturedProducts } from "../data/products";
import { type HttpError, httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { privateMediaLinker, withProductMediaLinks } from "../media/privateMediaLinks";
import type { RoutePlugin } from "./plugin";

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** The email-list rule of SPEC §5 on an already normalized address: its refusal, or null when it may join. */
function emailListError(email: string): HttpError | null {
  if (email === "") return httpError("bad_request", "emailListEmailRequired");
  return emailError(email) ? httpError("bad_request", "emailListEmailInvalid") : null;
}

/**
 * SPEC §7's catalogue for fans: membership tiers, upcoming events, products (featured, paged, one),
 * and joining an email list. Answers come through the published-content cache, as the pages do.
 */
export const catalogueRoutes: RoutePlugin<{ cache: PublishedContentCache }> = async (app, { context, cache }) => {
  const { db, config } = context;
  // Made per request: a private track's link is signed for the time of the answer.
  const siteData = (profileId: string) => serverSiteData(db, profileId, cache, privateMediaLinker(config.uploadSecret));
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
    "/public/products/featured",
    { schema: { tags: ["catalogue"], querystring: featuredProductsQuerySchema, response: { 200: productListSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      const { category } = request.query;
      if (category) return siteData(profile.id).featuredProducts(category);
      const link = privateMediaLinker(config.uploadSecret);
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

  app.post(
    "/public/email-lists/join",
    { schema: { tags: ["email lists"], body: joinEmailListBodySchema, response: { 200: joinEmailListResponseSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      const email = normalizeEmail(request.body.email);
      await limitRate(request, context, "listJoin", { profileId: profile.id, account: email });
      const refused = emailListError(email);
      if (refused) throw refused.withFields({ errors: [{ pointer: "/body/email", rule: "emailList", message: refused.message }] });
      const result = await joinEmailList(db, profile.id, request.body.emailListId, email);
      if (result.outcome === "no-such-list") throw httpError("not_found", "emailList");
      return { ok: true as const };
    },
  );
};
