import { orderParamsSchema, orderSummarySchema } from "../../schema/api/checkout";
import { profileQuerySchema } from "../../schema/api/common";
import { shippingAddressSchema } from "../../schema/entities/shipping";
import { countryName } from "../../schema/rules/countries";
import { giftLineStates } from "../data/giftStates";
import { refundedCentsOf } from "../data/orderRefunds";
import { findOrderShipping, keepCollectedAddress } from "../data/orderShipping";
import { findOrder, listOrderLines } from "../data/orders";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { tidyAddress } from "../orders/tidyAddress";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 409);

/**
 * A fan's own order (issue 18), as its confirmation page shows it: its lines, gifts, refunds and
 * where its merch ships; and, for a free order with merch, the address its fan gives there.
 * Another fan's order is not found, as an unknown one.
 */
export const fanOrderRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;

  // A free order with merch had no payment page to take the address on (issue 36, item 3): its fan gives it here, once.
  app.post(
    "/public/orders/:orderId/shipping-address",
    {
      config: { caller: "fan" },
      schema: {
        tags: ["checkout"],
        params: orderParamsSchema,
        body: shippingAddressSchema,
        response: { 200: orderSummarySchema.properties.shipping, ...errors },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const order = await findOrder(db, profile.id, request.params.orderId);
      if (!order || order.accountId !== fan.id) throw httpError("not_found", "order");
      const shipping = await findOrderShipping(db, order.id);
      if (!shipping) throw httpError("order_not_shippable", "nothingToShip");
      if (order.status !== "paid" && order.status !== "processing") throw httpError("order_not_shippable", "addressFixed", order.status);
      if (shipping.address) throw httpError("order_not_shippable", "addressGiven");
      const address = tidyAddress(request.body);
      if (!address) throw httpError("bad_request", "addressBlank");
      if (address.country !== shipping.country) throw httpError("bad_request", "shippingCountryFixed", countryName(shipping.country));
      await keepCollectedAddress(db, order.id, address);
      return { ...shipping, address };
    },
  );

  app.get(
    "/public/orders/:orderId",
    {
      schema: {
        tags: ["checkout"],
        params: orderParamsSchema,
        querystring: profileQuerySchema,
        response: { 200: orderSummarySchema, ...errors },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      const order = await findOrder(db, profile.id, request.params.orderId);
      // Another fan's order is not found, as an unknown one: its id tells nothing.
      if (!order || order.accountId !== fan.id) throw httpError("not_found", "order");
      const lines = await listOrderLines(db, order.id);
      const gifts = await giftLineStates(db, order.id);
      const shipping = await findOrderShipping(db, order.id);
      return {
        orderId: order.id,
        status: order.status,
        totalCents: order.totalCents,
        refundedCents: await refundedCentsOf(db, order.id),
        giftsHeld: [...gifts.values()].includes("held"),
        ...(shipping ? { shipping } : {}),
        items: lines.map((line) => ({
          productId: line.productId,
          title: line.title,
          priceCents: line.priceCents,
          isGift: line.gift !== null,
          // Gifts of music are claimed by their recipient; merch gifts are shipped.
          ...(line.gift !== null && !line.shipsGoods ? { claimed: gifts.get(line.position) === "claimed" } : {}),
        })),
      };
    },
  );
};
