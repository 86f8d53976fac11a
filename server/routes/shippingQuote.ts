import { profileQuerySchema } from "../../schema/api/common";
import { shippingCountriesSchema, shippingQuoteBodySchema, shippingQuoteSchema } from "../../schema/api/shipping";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { cartShipping, shippingCountries, shipsGoodsLine } from "../orders/cartShipping";
import { cartWithDiscount } from "../orders/discountCart";
import { priceCart } from "../orders/priceCart";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 429);

/**
 * Shipping at checkout (issue 36, item 3): where the artist ships, and what shipping a cart to a
 * country costs, priced by the same code checkout prices the order with, so the page shows the
 * total the payment page charges. A country no zone ships to is said here, before any payment.
 */
export const shippingQuoteRoutes: RoutePlugin = async (app, { context }) => {
  const { db, clock } = context;

  app.get(
    "/public/shipping-countries",
    { schema: { tags: ["checkout"], querystring: profileQuerySchema, response: { 200: shippingCountriesSchema, ...errors } } },
    async (request) => {
      const profile = await requestProfile(request, db);
      return { countries: await shippingCountries(db, profile.id) };
    },
  );

  app.post(
    "/public/checkout/shipping",
    {
      config: { caller: "fan" },
      schema: { tags: ["checkout"], body: shippingQuoteBodySchema, response: { 200: shippingQuoteSchema, ...errors } },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      await limitRate(request, context, "shippingQuote", { profileId: profile.id, account: fan.id });
      const { items, discountCode, country } = request.body;
      // A code tried here counts as a code tried at checkout: codes are no easier to guess through this page.
      if (discountCode !== undefined) await limitRate(request, context, "discountCheck", { profileId: profile.id, account: fan.id });
      const priced = await priceCart(db, profile.id, items);
      if (!priced.ok) throw httpError("bad_request", "cart", priced.problems[0]?.message ?? "");
      const discounted = await cartWithDiscount(
        db,
        { profileId: profile.id, accountId: fan.id, code: discountCode },
        priced.lines,
        new Date(clock.now()),
      );
      const shipsGoods = priced.lines.some(shipsGoodsLine);
      const shipping = shipsGoods && country ? await cartShipping(db, profile, priced.lines, discounted.totalCents, country) : null;
      const shippingCents = shipping?.cents ?? 0;
      return {
        shipsGoods,
        country: country ?? null,
        subtotalCents: discounted.totalCents,
        shippingCents,
        totalCents: discounted.totalCents + shippingCents,
      };
    },
  );
};
