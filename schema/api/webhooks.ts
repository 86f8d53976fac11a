import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/**
 * Webhooks (issue 40, item 4): Settings › Webhooks lists an artist's endpoints, each an https
 * address told of the events it takes, its deliveries and their attempts, and replays one.
 */

/**
 * What an endpoint can be told of, in the words integrators read in each delivery's `type`. Each
 * event's `data`, and when it is sent, is `WEBHOOK_EVENT_DATA` (schema/api/webhookEvents.ts).
 */
export const WEBHOOK_EVENT_TYPES = [
  "order.paid",
  "order.refunded",
  "order.shipped",
  "member.joined",
  "member.cancelled",
  "subscriber.confirmed",
  "subscriber.unsubscribed",
  "post.published",
  "release.published",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Endpoints an artist may have: enough for a few integrations, few enough that a sale stays cheap. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const webhookEndpointInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["url", "events"],
  properties: {
    url: { type: "string", minLength: 1, maxLength: WEBHOOK_URL_MAX_LENGTH },
    events: { type: "array", minItems: 1, maxItems: WEBHOOK_EVENT_TYPES.length, uniqueItems: true, items: { enum: WEBHOOK_EVENT_TYPES } },
    /** Turns an endpoint the server turned off (3 days of failures) back on, or off by hand. */
    enabled: { type: "boolean" },
  },
} as const;
export type WebhookEndpointInput = FromSchema<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "url", "events", "enabled", "failingSince", "turnedOffAt", "createdAt"],
  properties: {
    id: idSchema,
    url: { type: "string" },
    events: { type: "array", items: { enum: WEBHOOK_EVENT_TYPES } },
    enabled: { type: "boolean" },
    /** When its deliveries began failing (null while they go through). */
    failingSince: { type: ["string", "null"], format: "date-time" },
    /** When the server turned it off after 3 days of failures (null unless it did). */
    turnedOffAt: { type: ["string", "null"], format: "date-time" },
    createdAt: { type: "string", format: "date-time" },
  },
} as const;
export type WebhookEndpoint = FromSchema<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = {
  type: "object",
  additionalProperties: false,
  required: ["endpoints"],
  properties: { endpoints: { type: "array", maxItems: MAX_WEBHOOK_ENDPOINTS, items: webhookEndpointSchema } },
} as const;

/** The endpoint's signing secret, shown when asked for (and after it is made or rotated). */
export const webhookSecretSchema = {
  type: "object",
  additionalProperties: false,
  required: ["secret"],
  properties: { secret: { type: "string", pattern: "^whsec_[A-Za-z0-9_-]+$" } },
} as const;

export const webhookEndpointParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "endpointId"],
  properties: { profileId: idSchema, endpointId: idSchema },
} as const;

export const webhookDeliveryParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "endpointId", "deliveryId"],
  properties: { profileId: idSchema, endpointId: idSchema, deliveryId: idSchema },
} as const;

export const webhookAttemptSchema = {
  type: "object",
  additionalProperties: false,
  required: ["at", "statusCode", "excerpt", "durationMs"],
  properties: {
    at: { type: "string", format: "date-time" },
    /** The answer's status, or null when none came (refused, timed out, a private address). */
    statusCode: { type: ["integer", "null"] },
    /** The answer's first characters, or what went wrong. */
    excerpt: { type: "string" },
    durationMs: { type: "integer", minimum: 0 },
  },
} as const;

export const webhookDeliverySchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "eventId", "type", "state", "attempts", "nextAttemptAt", "createdAt", "lastAttempt"],
  properties: {
    id: idSchema,
    eventId: idSchema,
    type: { enum: WEBHOOK_EVENT_TYPES },
    state: { enum: ["pending", "delivered", "failed"] },
    attempts: { type: "integer", minimum: 0 },
    nextAttemptAt: { type: ["string", "null"], format: "date-time" },
    createdAt: { type: "string", format: "date-time" },
    lastAttempt: { oneOf: [webhookAttemptSchema, { type: "null" }] },
  },
} as const;
export type WebhookDelivery = FromSchema<typeof webhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_SHOWN = 50;

export const webhookDeliveryListSchema = {
  type: "object",
  additionalProperties: false,
  required: ["deliveries"],
  properties: { deliveries: { type: "array", maxItems: WEBHOOK_DELIVERIES_SHOWN, items: webhookDeliverySchema } },
} as const;

export const webhookAttemptListSchema = {
  type: "object",
  additionalProperties: false,
  required: ["attempts"],
  properties: { attempts: { type: "array", items: webhookAttemptSchema } },
} as const;
export type WebhookAttempt = FromSchema<typeof webhookAttemptSchema>;

/** POST …/webhooks: the new endpoint, and its secret, shown at once so the integrator can copy it. */
export const webhookCreatedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["endpoint", "secret"],
  properties: { endpoint: webhookEndpointSchema, secret: webhookSecretSchema.properties.secret },
} as const;
