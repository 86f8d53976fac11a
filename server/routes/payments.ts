import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { siteOriginOf } from "../http/siteOrigin";
import { PaymentEventRefused, type PaymentProvider } from "../payments/paymentProvider";
import { receivePaymentEvent } from "../payments/receivePaymentEvent";
import type { RoutePlugin } from "./plugin";

const paramsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["provider"],
  properties: { provider: { enum: ["test", "stripe"] } },
} as const;

const receivedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["received", "outcome"],
  properties: { received: { const: true }, outcome: { type: "string" } },
} as const;

/**
 * The payment provider's webhook (issue 18): its events, verified by their signature over the exact
 * bytes sent, move orders through the same code for every provider. A repeated event is answered
 * as received (the provider stops resending) and changes nothing.
 */
export const paymentWebhookRoutes: RoutePlugin<{ payments: PaymentProvider }> = async (app, { context, payments }) => {
  // The signature is over the body as sent: keep its bytes (in this plugin only).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
  app.post(
    "/payments/webhooks/:provider",
    {
      schema: {
        tags: ["checkout"],
        params: paramsSchema,
        response: { 200: receivedSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      if (request.params.provider !== payments.name) throw httpError("not_found", "route", request.method, request.url);
      if (!Buffer.isBuffer(request.body)) throw httpError("bad_request", "paymentEvent", "A payment event is sent as JSON.");
      try {
        const outcome = await receivePaymentEvent(
          context,
          payments,
          { body: request.body, headers: request.headers },
          await siteOriginOf(request, context.db, context.config),
        );
        return { received: true as const, outcome };
      } catch (error) {
        if (error instanceof PaymentEventRefused) throw httpError("bad_request", "paymentEvent", error.message);
        throw error;
      }
    },
  );
};
