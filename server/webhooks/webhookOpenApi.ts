import { WEBHOOK_EVENT_DATA, webhookPayloadSchema } from "../../schema/api/webhookEvents";
import { WEBHOOK_EVENT_TYPES } from "../../schema/api/webhooks";

/**
 * The OpenAPI document's `webhooks` (OpenAPI 3.1): each event an endpoint can take, the JSON it is
 * POSTed, its signature header, and the answer expected, from the one definition of each payload.
 */
export function webhookOpenApi(): Record<string, object> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: WEBHOOK_EVENT_DATA[type].when,
          description:
            'Signed with the endpoint\'s secret: `Backline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA-256 of "<t>.<raw body>">`. Retried with backoff for 3 days until a 2xx comes within 10 seconds; the same `id` in a retry or a replay.',
          parameters: [{ name: "Backline-Signature", in: "header", required: true, schema: { type: "string" } }],
          requestBody: { required: true, content: { "application/json": { schema: webhookPayloadSchema(type) } } },
          responses: { "2XX": { description: "Received: the delivery is done." } },
        },
      },
    ]),
  );
}
