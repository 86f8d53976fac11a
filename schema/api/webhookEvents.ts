import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { ORDER_STATUSES } from "../entities/commerce";
import { shipmentSchema } from "./studioOrders";
import type { WebhookEventType } from "./webhooks";

/**
 * What each webhook delivery carries (issue 40, item 4): the envelope every event shares and, per
 * event type, its `data`. Published in the OpenAPI document's `webhooks` so integrators read one
 * definition, and checked against what the server sends by the webhook tests. Nothing here is a
 * secret: no password, token, payment page or key is ever in a delivery.
 */

const isoTime = { type: "string", format: "date-time" } as const;
const nullableId = { anyOf: [idSchema, { type: "null" }] } as const;

const orderData = {
  type: "object",
  additionalProperties: false,
  required: ["orderId", "status", "email", "totalCents", "shippingCents", "discountCode", "createdAt", "items"],
  properties: {
    orderId: idSchema,
    status: { enum: ORDER_STATUSES },
    email: { type: "string" },
    totalCents: { type: "integer" },
    shippingCents: { type: "integer" },
    discountCode: { type: ["string", "null"] },
    createdAt: isoTime,
    items: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["productId", "title", "priceCents"],
        properties: { productId: { type: ["string", "null"] }, title: { type: "string" }, priceCents: { type: "integer" } },
      },
    },
    shipment: shipmentSchema,
    /** order.refunded only: this refund's amount and all refunded so far. */
    refund: {
      type: "object",
      additionalProperties: false,
      required: ["amountCents", "refundedCents"],
      properties: { amountCents: { type: "integer" }, refundedCents: { type: "integer" } },
    },
  },
} as const;

/** How a fan became a member, or stopped being one. */
export const MEMBER_VIAS = ["subscription", "free-tier", "studio", "import"] as const;
export type MemberVia = (typeof MEMBER_VIAS)[number];

const memberData = {
  type: "object",
  additionalProperties: false,
  required: ["accountId", "email", "firstName", "lastName", "tierId", "tierName", "via", "at"],
  properties: {
    accountId: idSchema,
    email: { type: "string" },
    firstName: { type: "string" },
    lastName: { type: "string" },
    /** member.joined: the tier joined; member.cancelled: the tier left. */
    tierId: idSchema,
    tierName: { type: "string" },
    /** subscription: a paid subscription started or ended; free-tier: the fan joined or left a free tier; studio: the artist gave or took the tier by hand. */
    via: { enum: MEMBER_VIAS },
    at: isoTime,
  },
} as const;

/** How an address confirmed, or unsubscribed. */
export const SUBSCRIBER_VIAS = ["confirmation-link", "added-by-artist", "unsubscribe-link", "one-click", "studio"] as const;
export type SubscriberVia = (typeof SUBSCRIBER_VIAS)[number];

const subscriberData = {
  type: "object",
  additionalProperties: false,
  required: ["email", "emailListId", "listName", "via", "at"],
  properties: {
    email: { type: "string" },
    /** The list; null for an unsubscribe from every email of the artist (a newsletter's link). */
    emailListId: nullableId,
    listName: { type: ["string", "null"] },
    /** subscriber.confirmed: confirmation-link (double opt-in) or added-by-artist (added or imported in the studio); subscriber.unsubscribed: unsubscribe-link, one-click (RFC 8058) or studio (removed from the list). */
    via: { enum: SUBSCRIBER_VIAS },
    at: isoTime,
  },
} as const;

const postData = {
  type: "object",
  additionalProperties: false,
  required: ["postId", "type", "caption", "membershipTierId", "publishedAt"],
  properties: {
    postId: idSchema,
    type: { enum: ["text", "image", "video", "audio", "poll", "document"] },
    /** The caption as plain text. */
    caption: { type: "string" },
    /** Null: a public post; otherwise for members of this tier and those above it. */
    membershipTierId: nullableId,
    publishedAt: isoTime,
  },
} as const;

const releaseData = {
  type: "object",
  additionalProperties: false,
  required: ["releaseId", "title", "artist", "releaseType", "releasedAt"],
  properties: {
    releaseId: idSchema,
    title: { type: "string" },
    artist: { type: "string" },
    releaseType: { enum: ["album", "single", null] },
    releasedAt: isoTime,
  },
} as const;

/** Each event's `data`, and when it is sent. */
export const WEBHOOK_EVENT_DATA = {
  "order.paid": { when: "An order was paid.", data: orderData },
  "order.refunded": { when: "An order was refunded, in whole or in part (once per refund).", data: orderData },
  "order.shipped": { when: "An order's merch was marked shipped.", data: orderData },
  "member.joined": {
    when: "A fan became a member: a paid subscription started, a free tier was joined, or the artist gave a tier by hand. A move between tiers is neither joined nor cancelled.",
    data: memberData,
  },
  "member.cancelled": {
    when: "A fan stopped being a member: a paid subscription ended (at the end of the period paid for), a free tier was left, or the artist took the tier away.",
    data: memberData,
  },
  "subscriber.confirmed": {
    when: "An address was confirmed on an email list: its owner used the confirmation link, or the artist added or imported it.",
    data: subscriberData,
  },
  "subscriber.unsubscribed": {
    when: "An address unsubscribed from the artist's emails (a newsletter's link or a mail client's one-click), or the artist removed it from a list.",
    data: subscriberData,
  },
  "post.published": { when: "A post came out: published now, or its scheduled time came.", data: postData },
  "release.published": {
    when: "A music release came out: published with its date reached, or its date came (a pre-order's release day).",
    data: releaseData,
  },
} as const satisfies Record<WebhookEventType, { when: string; data: object }>;

/** The JSON every delivery POSTs, for one event type. */
export function webhookPayloadSchema<Type extends WebhookEventType>(type: Type) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["id", "type", "created", "profileId", "data"],
    properties: {
      /** The event's id: the same in a retry or a replay, so a receiver ignores repeats by it. */
      id: idSchema,
      type: { const: type },
      /** When the change happened, in unix seconds. */
      created: { type: "integer" },
      profileId: idSchema,
      data: WEBHOOK_EVENT_DATA[type].data,
    },
  } as const;
}

export type MemberEventData = FromSchema<typeof memberData>;
export type SubscriberEventData = FromSchema<typeof subscriberData>;
export type PostEventData = FromSchema<typeof postData>;
export type ReleaseEventData = FromSchema<typeof releaseData>;
