import { profileParamsSchema } from "../../schema/api/common";
import { membershipPaymentPageSchema, membershipPaymentQuerySchema } from "../../schema/api/membershipPayments";
import {
  type ArtistOrderMove,
  orderMoveBodySchema,
  studioGiftParamsSchema,
  studioOrderPageSchema,
  studioOrderParamsSchema,
  studioOrderQuerySchema,
  studioOrderSchema,
} from "../../schema/api/studioOrders";
import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import { listMembershipPayments } from "../data/membershipPayments";
import { moveOrder } from "../data/orderMoves";
import { findProfile } from "../data/profiles";
import { listStudioOrders } from "../data/studioOrders";
import type { Queryable } from "../db/database";
import { orderForRole, pageForRole, refuseAddressSearch } from "../http/buyerAddresses";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { limitRate } from "../http/rateLimits";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import { giftResendRefusal } from "../orders/giftResendRefusal";
import { resendGift } from "../orders/resendGift";
import { shipmentOf, tellOfShipment } from "../orders/shipOrder";
import { loadStudioOrder } from "../orders/studioOrder";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);
export const changeErrors = { ...errors, ...errorResponses(409, 410, 429, 502) };

export async function studioOrderOrNotFound(db: Queryable, profileId: string, orderId: string) {
  const order = await loadStudioOrder(db, profileId, orderId);
  if (!order) throw httpError("not_found", "order");
  return order;
}

/**
 * The artist's orders in the studio (issue 18): listed by status and buyer, opened with their
 * lines, payment and history; merch marked processing, shipped and delivered as the transitions
 * allow (schema/rules/orderStatus.ts), 'shipped' with its tracking emailed (issue 36); a gift of
 * music not claimed yet emailed again to its recipient with a new link (issue 30). Beside them, the
 * payments of fans' memberships: first payments, renewals, upgrades' charges and failed renewals
 * (issue 34, item 13).
 */
export const studioOrderRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;

  app.get(
    "/orders",
    {
      schema: {
        tags: ["orders"],
        params: profileParamsSchema,
        querystring: studioOrderQuerySchema,
        response: { 200: studioOrderPageSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const { status = null, search = "", offset = 0, limit = 25, toShip = false } = request.query;
      const studio = studioOf(request);
      refuseAddressSearch(studio, search);
      return pageForRole(studio, await listStudioOrders(db, profileId, { status, search, offset, limit, toShip }));
    },
  );

  app.get(
    "/membership-payments",
    {
      schema: {
        tags: ["orders"],
        params: profileParamsSchema,
        querystring: membershipPaymentQuerySchema,
        response: { 200: membershipPaymentPageSchema, ...errors },
      },
    },
    async (request) => {
      const { search = "", offset = 0, limit = 25 } = request.query;
      const studio = studioOf(request);
      refuseAddressSearch(studio, search);
      return pageForRole(studio, await listMembershipPayments(db, request.params.profileId, { search, offset, limit }));
    },
  );

  app.get(
    "/orders/:orderId",
    { schema: { tags: ["orders"], params: studioOrderParamsSchema, response: { 200: studioOrderSchema, ...errors } } },
    async (request) => {
      const { profileId, orderId } = request.params;
      return orderForRole(studioOf(request), await studioOrderOrNotFound(db, profileId, orderId));
    },
  );

  app.post(
    "/orders/:orderId/status",
    {
      // Orders and refunds are the owners' work.
      config: { studioRole: "owner" },
      schema: {
        tags: ["orders"],
        params: studioOrderParamsSchema,
        body: orderMoveBodySchema,
        response: { 200: studioOrderSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { profileId, orderId } = request.params;
      const before = await studioOrderOrNotFound(db, profileId, orderId);
      const to: ArtistOrderMove = request.body.status;
      const shipment = shipmentOf(request.body);
      const move = await moveOrder(db, orderId, to, `marked ${to} by the artist`);
      if (!move.moved) {
        if (move.reason === "already") throw httpError("order_move_not_allowed", "already", move.current);
        if (move.reason === "not-allowed") {
          if (!before.lines.some((line) => line.shipsGoods)) throw httpError("order_move_not_allowed", "nothingToShip");
          throw httpError("order_move_not_allowed", "notAllowed", move.current, to);
        }
        // Gone since it was read (its artist deleted): as unknown.
        throw httpError("not_found", "order");
      }
      await auditStudio(request, db, "order_moved", `order ${orderId}: ${before.status} → ${to}`);
      if (to === "shipped") await tellOfShipment(context, { profileId, orderId }, shipment);
      return studioOrderOrNotFound(db, profileId, orderId);
    },
  );

  app.post(
    "/orders/:orderId/gifts/:position/resend",
    {
      config: { studioRole: "owner" },
      schema: { tags: ["orders"], params: studioGiftParamsSchema, response: { 200: studioOrderSchema, ...changeErrors } },
    },
    async (request) => {
      const { profileId, orderId, position } = request.params;
      const { editor } = studioOf(request);
      await limitRate(request, context, "giftResend", { profileId, account: editor.id });
      const profile = await findProfile(db, profileId);
      const origin = await siteOriginOfProfile(context, profileId);
      const outcome = await resendGift(context, { profileId, orderId, position }, { name: profile?.name ?? "", origin });
      if (!outcome.ok) throw giftResendRefusal(outcome, "artist");
      return studioOrderOrNotFound(db, profileId, orderId);
    },
  );
};
