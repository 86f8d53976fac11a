import type { FastifyReply } from "fastify";
import { csvText } from "../../runtime/csv/csv";
import { profileParamsSchema } from "../../schema/api/common";
import { ADDRESS_FIXED_STATUSES, PACKING_SLIPS_MAX, packingSlipsQuerySchema } from "../../schema/api/fulfilment";
import { studioOrderParamsSchema, studioOrderSchema } from "../../schema/api/studioOrders";
import { shippingAddressSchema } from "../../schema/entities/shipping";
import { countryName } from "../../schema/rules/countries";
import { listOrdersToPack, type OrderToPack } from "../data/fulfilment";
import { findOrderShipping, setOrderShippingAddress } from "../data/orderShipping";
import { findProfile } from "../data/profiles";
import { PACKING_SLIPS_POLICY, packingSlipsPage } from "../fulfilment/packingSlips";
import { attachmentNamed } from "../http/attachment";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { tidyAddress } from "../orders/tidyAddress";
import type { RoutePlugin } from "./plugin";
import { studioOrderOrNotFound } from "./studioOrders";

const errors = errorResponses(400, 404, 409);
const htmlPage = { type: "string", description: "A print-ready HTML page, one packing slip a page." } as const;

/** One CSV row per physical item: the packer's and a label printer's columns. */
function csvRows(orders: readonly OrderToPack[]): string[][] {
  const header = [
    "order_id",
    "order_date",
    "name",
    "email",
    "line1",
    "line2",
    "city",
    "region",
    "postal_code",
    "country",
    "item",
    "options",
    "sku",
  ];
  const rows = orders.flatMap((order) =>
    order.items.map((item) => {
      const address = order.address;
      return [
        order.id,
        order.createdAt.slice(0, 10),
        address?.name ?? "",
        order.email,
        address?.line1 ?? "",
        address?.line2 ?? "",
        address?.city ?? "",
        address?.region ?? "",
        address?.postalCode ?? "",
        countryName(order.country),
        item.title,
        item.options,
        item.sku,
      ];
    }),
  );
  return [header, ...rows];
}

/**
 * Fulfilment in the studio (issue 36, item 4): packing slips for one order or a batch (the orders
 * named, or all those to ship), the orders to ship as CSV, and an order's address corrected before
 * it ships. Slips and CSV carry fans' addresses, so they are editors' (as the other exports); the
 * correction is order work, the owners' (as marking an order shipped).
 */
export const fulfilmentRoutes: RoutePlugin = async (app, { context }) => {
  const { db, clock } = context;

  const sendSlips = async (profileId: string, orders: readonly OrderToPack[], reply: FastifyReply) => {
    const profile = await findProfile(db, profileId);
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", PACKING_SLIPS_POLICY)
      .send(packingSlipsPage(profile?.name ?? "", orders));
  };

  app.get(
    "/orders/packing-slips",
    {
      config: { studioRole: "editor" },
      schema: {
        tags: ["orders"],
        params: profileParamsSchema,
        querystring: packingSlipsQuerySchema,
        response: { 200: htmlPage, ...errors },
      },
    },
    async (request, reply) => {
      const { profileId } = request.params;
      const named = request.query.orders === undefined ? null : [...new Set(request.query.orders.split(","))];
      if (named && named.length > PACKING_SLIPS_MAX) throw httpError("bad_request", "packingSlipsLimit", PACKING_SLIPS_MAX);
      const orders = await listOrdersToPack(db, profileId, named ?? "toShip");
      // Another artist's order, or one with nothing to pack, is not found, as elsewhere.
      if (named && orders.length !== named.length) throw httpError("not_found", "order");
      if (orders.length > PACKING_SLIPS_MAX) throw httpError("bad_request", "packingSlipsLimit", PACKING_SLIPS_MAX);
      return sendSlips(profileId, orders, reply);
    },
  );

  app.get(
    "/orders/:orderId/packing-slip",
    {
      config: { studioRole: "editor" },
      schema: { tags: ["orders"], params: studioOrderParamsSchema, response: { 200: htmlPage, ...errors } },
    },
    async (request, reply) => {
      const { profileId, orderId } = request.params;
      await studioOrderOrNotFound(db, profileId, orderId);
      const orders = await listOrdersToPack(db, profileId, [orderId]);
      if (orders.length === 0) throw httpError("order_not_shippable", "nothingToShip");
      return sendSlips(profileId, orders, reply);
    },
  );

  app.get(
    "/orders/to-ship.csv",
    {
      config: { studioRole: "editor" },
      schema: {
        tags: ["orders"],
        params: profileParamsSchema,
        response: { 200: { type: "string", description: "The orders to ship as CSV: a row per physical item." }, ...errors },
      },
    },
    async (request, reply) => {
      const orders = await listOrdersToPack(db, request.params.profileId, "toShip");
      await auditStudio(request, db, "orders_to_ship_exported", `${orders.length} orders`);
      const date = new Date(clock.now()).toISOString().slice(0, 10);
      reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", attachmentNamed(`orders to ship ${date}.csv`));
      // Sent as text, past the JSON serializer.
      return reply.send(csvText(csvRows(orders)));
    },
  );

  app.put(
    "/orders/:orderId/shipping-address",
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["orders"],
        params: studioOrderParamsSchema,
        body: shippingAddressSchema,
        response: { 200: studioOrderSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, orderId } = request.params;
      const order = await studioOrderOrNotFound(db, profileId, orderId);
      const shipping = await findOrderShipping(db, orderId);
      if (!shipping) throw httpError("order_not_shippable", "nothingToShip");
      if (ADDRESS_FIXED_STATUSES.includes(order.status)) throw httpError("order_not_shippable", "addressFixed", order.status);
      if (request.body.country !== shipping.country) throw httpError("bad_request", "shippingCountryFixed", countryName(shipping.country));
      const address = tidyAddress(request.body);
      if (!address) throw httpError("bad_request", "addressBlank");
      if (!(await setOrderShippingAddress(db, orderId, address))) throw httpError("not_found", "order");
      await auditStudio(request, db, "order_address_corrected", `order ${orderId}`);
      return studioOrderOrNotFound(db, profileId, orderId);
    },
  );
};
