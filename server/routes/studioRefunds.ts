import { refundQuerySchema, studioOrderParamsSchema, studioOrderSchema } from "../../schema/api/studioOrders";
import { formatCents } from "../../schema/rules/money";
import { restockOrder } from "../data/stockReservations";
import { type HttpError, httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { type RefundOutcome, refundOrder } from "../orders/refundOrder";
import type { PaymentProvider } from "../payments/paymentProvider";
import type { RoutePlugin } from "./plugin";
import { changeErrors, studioOrderOrNotFound } from "./studioOrders";

/** The refusal a refund that did not happen answers with. */
function refundRefusal(outcome: Exclude<RefundOutcome, { ok: true }>): HttpError {
  switch (outcome.reason) {
    case "no-such-order":
      return httpError("not_found", "order");
    case "cancelled":
      return httpError("order_already_cancelled", "refund");
    case "not-paid":
      return httpError("order_not_paid", "refund", outcome.current);
    case "no-payment-ref":
      return httpError("refund_failed", "noPaymentRef");
    case "other-provider":
      return httpError("refund_failed", "otherProvider", outcome.provider);
    case "provider-failed":
      return httpError("refund_failed", "provider", outcome.message);
  }
}

/**
 * An order refunded by its artist through its provider (issue 18), its counted merch put back in
 * stock when the artist says so (issue 36).
 */
export const studioRefundRoutes: RoutePlugin<{ payments: PaymentProvider }> = async (app, { context, payments }) => {
  const { db } = context;
  app.post(
    "/orders/:orderId/refund",
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["orders"],
        params: studioOrderParamsSchema,
        querystring: refundQuerySchema,
        response: { 200: studioOrderSchema, ...changeErrors },
      },
    },
    async (request) => {
      const { profileId, orderId } = request.params;
      const outcome = await refundOrder(context, payments, profileId, orderId);
      if (!outcome.ok) {
        if (outcome.reason === "provider-failed") request.log.warn({ orderId, problem: outcome.message }, "the provider refused a refund");
        throw refundRefusal(outcome);
      }
      // Back on the shelf only when the artist says so: shipped goods may never come back.
      const restocked = request.query.restock === true ? await restockOrder(db, orderId) : 0;
      const refunded = await studioOrderOrNotFound(db, profileId, orderId);
      await auditStudio(
        request,
        db,
        "order_refunded",
        `order ${orderId}: ${formatCents(refunded.refundedCents)} refunded${restocked > 0 ? `, ${restocked} back in stock` : ""}`,
      );
      return refunded;
    },
  );
};
