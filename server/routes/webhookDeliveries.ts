import {
  webhookAttemptListSchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointParamsSchema,
} from "../../schema/api/webhooks";
import { listAttempts, listDeliveries, replayDelivery } from "../data/webhookDeliveries";
import { findWebhookEndpoint } from "../data/webhooks";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import type { RoutePlugin } from "./plugin";
import { WEBHOOK_ROUTE_ROLE as owner } from "./webhooks";

const errors = errorResponses(400, 404);
const tags = ["webhooks"];

/**
 * An endpoint's deliveries in the studio (issue 40, item 4): the latest with their last attempt,
 * each one's attempts (status, the answer's start, duration), and a delivery sent again (Replay).
 */
export const webhookDeliveryRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  const endpointOf = async (profileId: string, endpointId: string): Promise<void> => {
    if (!(await findWebhookEndpoint(db, profileId, endpointId))) throw httpError("not_found", "webhookEndpoint");
  };

  app.get(
    "/webhooks/:endpointId/deliveries",
    { config: owner, schema: { tags, params: webhookEndpointParamsSchema, response: { 200: webhookDeliveryListSchema, ...errors } } },
    async (request) => {
      const { profileId, endpointId } = request.params;
      await endpointOf(profileId, endpointId);
      return { deliveries: await listDeliveries(db, profileId, endpointId) };
    },
  );

  app.get(
    "/webhooks/:endpointId/deliveries/:deliveryId/attempts",
    { config: owner, schema: { tags, params: webhookDeliveryParamsSchema, response: { 200: webhookAttemptListSchema, ...errors } } },
    async (request) => {
      const { profileId, endpointId, deliveryId } = request.params;
      await endpointOf(profileId, endpointId);
      return { attempts: await listAttempts(db, profileId, endpointId, deliveryId) };
    },
  );

  app.post(
    "/webhooks/:endpointId/deliveries/:deliveryId/replay",
    { config: owner, schema: { tags, params: webhookDeliveryParamsSchema, response: { 200: webhookDeliveryListSchema, ...errors } } },
    async (request) => {
      const { profileId, endpointId, deliveryId } = request.params;
      await endpointOf(profileId, endpointId);
      if (!(await replayDelivery(db, profileId, endpointId, deliveryId, context.clock.now())))
        throw httpError("not_found", "webhookDelivery");
      await context.webhooks.wake();
      return { deliveries: await listDeliveries(db, profileId, endpointId) };
    },
  );
};
