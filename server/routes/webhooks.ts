import { profileParamsSchema } from "../../schema/api/common";
import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEndpoint,
  webhookCreatedSchema,
  webhookEndpointInputSchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookSecretSchema,
} from "../../schema/api/webhooks";
import {
  countWebhookEndpoints,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  findWebhookSecret,
  listWebhookEndpoints,
  setWebhookSecret,
  updateWebhookEndpoint,
} from "../data/webhooks";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { checkEndpointUrl } from "../webhooks/checkEndpointUrl";
import { systemAddressResolver } from "../webhooks/publicAddress";
import { newWebhookSecret } from "../webhooks/signature";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409);
/** Owners only: an endpoint receives the artist's orders and fans' addresses. */
export const WEBHOOK_ROUTE_ROLE = { studioRole: "owner" } as const;
const owner = WEBHOOK_ROUTE_ROLE;
const tags = ["webhooks"];

/**
 * Webhooks from the studio (issue 40, item 4): an owner's endpoints, their secrets (shown when
 * asked, rotated). Their deliveries are webhookDeliveries.ts; sending is server/webhooks/deliverWebhooks.ts.
 */
export const webhookRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config } = context;
  const allowPrivate = config.webhooksAllowPrivate === true;
  const endpointOf = async (profileId: string, endpointId: string): Promise<WebhookEndpoint> => {
    const endpoint = await findWebhookEndpoint(db, profileId, endpointId);
    if (!endpoint) throw httpError("not_found", "webhookEndpoint");
    return endpoint;
  };

  app.get(
    "/webhooks",
    { config: owner, schema: { tags, params: profileParamsSchema, response: { 200: webhookEndpointListSchema, ...errors } } },
    async (request) => ({ endpoints: await listWebhookEndpoints(db, request.params.profileId) }),
  );

  app.post(
    "/webhooks",
    {
      config: owner,
      schema: { tags, params: profileParamsSchema, body: webhookEndpointInputSchema, response: { 201: webhookCreatedSchema, ...errors } },
    },
    async (request, reply) => {
      const { profileId } = request.params;
      const url = await checkEndpointUrl(request.body.url, systemAddressResolver, allowPrivate);
      if ((await countWebhookEndpoints(db, profileId)) >= MAX_WEBHOOK_ENDPOINTS) throw httpError("webhook_limit", "tooMany");
      const secret = newWebhookSecret();
      const id = await createWebhookEndpoint(db, profileId, { url, events: request.body.events, secret });
      await auditStudio(request, db, "webhook_endpoint_created", url);
      return reply.code(201).send({ endpoint: await endpointOf(profileId, id), secret });
    },
  );

  app.put(
    "/webhooks/:endpointId",
    {
      config: owner,
      schema: {
        tags,
        params: webhookEndpointParamsSchema,
        body: webhookEndpointInputSchema,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, endpointId } = request.params;
      const current = await endpointOf(profileId, endpointId);
      const url = await checkEndpointUrl(request.body.url, systemAddressResolver, allowPrivate);
      const enabled = request.body.enabled ?? current.enabled;
      await updateWebhookEndpoint(db, profileId, endpointId, { url, events: request.body.events, enabled });
      await auditStudio(request, db, "webhook_endpoint_changed", url);
      return endpointOf(profileId, endpointId);
    },
  );

  app.delete(
    "/webhooks/:endpointId",
    { config: owner, schema: { tags, params: webhookEndpointParamsSchema, response: { 200: webhookEndpointListSchema, ...errors } } },
    async (request) => {
      const { profileId, endpointId } = request.params;
      const current = await endpointOf(profileId, endpointId);
      await deleteWebhookEndpoint(db, profileId, endpointId);
      await auditStudio(request, db, "webhook_endpoint_deleted", current.url);
      return { endpoints: await listWebhookEndpoints(db, profileId) };
    },
  );

  app.get(
    "/webhooks/:endpointId/secret",
    { config: owner, schema: { tags, params: webhookEndpointParamsSchema, response: { 200: webhookSecretSchema, ...errors } } },
    async (request) => {
      const secret = await findWebhookSecret(db, request.params.profileId, request.params.endpointId);
      if (secret === null) throw httpError("not_found", "webhookEndpoint");
      return { secret };
    },
  );

  app.post(
    "/webhooks/:endpointId/secret",
    { config: owner, schema: { tags, params: webhookEndpointParamsSchema, response: { 200: webhookSecretSchema, ...errors } } },
    async (request) => {
      const { profileId, endpointId } = request.params;
      const current = await endpointOf(profileId, endpointId);
      const secret = newWebhookSecret();
      await setWebhookSecret(db, profileId, endpointId, secret);
      await auditStudio(request, db, "webhook_secret_rotated", current.url);
      return { secret };
    },
  );
};
