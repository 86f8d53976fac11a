import { discountCheckBodySchema, discountCheckResponseSchema } from "../../schema/api/discountCodes";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { discountCart, discountRefusalError } from "../orders/discountCart";
import { priceCart } from "../orders/priceCart";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 429);

/**
 * A fan's discount code tried at checkout (issue 36, item 7): what the server would take off this
 * cart, priced as checkout prices it, or why not. It holds no use (checkout does) and trusts
 * nothing the browser says about the code. Each try is counted per fan and per client address, so
 * codes cannot be guessed by the thousand; another artist's code reads as unknown.
 */
export const discountCheckRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  app.post(
    "/public/discount-codes/check",
    {
      config: { caller: "fan" },
      schema: { tags: ["checkout"], body: discountCheckBodySchema, response: { 200: discountCheckResponseSchema, ...errors } },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      await limitRate(request, context, "discountCheck", { profileId: profile.id, account: fan.id });
      const priced = await priceCart(db, profile.id, request.body.items);
      if (!priced.ok) {
        const [first] = priced.problems;
        throw httpError("bad_request", "cart", first?.message ?? "").withFields({
          errors: priced.problems.map((problem) => ({ pointer: problem.pointer, rule: "cart", message: problem.message })),
        });
      }
      const discounted = await discountCart(db, { profileId: profile.id, accountId: fan.id, code: request.body.code }, priced.lines);
      if (!discounted.ok) throw discountRefusalError(discounted.refusal);
      const { cart, code } = discounted;
      return {
        code: code.code,
        subtotalCents: cart.subtotalCents,
        discountCents: cart.discountCents,
        totalCents: cart.totalCents,
        lines: cart.lines.map((line) => ({
          productId: line.productId,
          variantId: line.variantId,
          priceCents: line.priceCents,
          discountCents: line.discountCents,
        })),
      };
    },
  );
};
