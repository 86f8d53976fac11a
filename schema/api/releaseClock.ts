import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/**
 * POST /api/testing/release-clock (issue 36, item 5), mounted only when TEST_CLOCK_CONTROL=1:
 * moves releases' clock ahead and runs the pre-order delivery job once.
 */
export const releaseClockBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["advanceMs"],
  properties: { advanceMs: { type: "integer", minimum: 0, maximum: 10 * 365 * 24 * 3600 * 1000 } },
} as const;

export const releaseClockAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["now", "delivered"],
  properties: {
    now: { type: "string", description: "The release clock's time after the move (ISO 8601)." },
    delivered: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["orderId", "position", "productId", "title"],
        properties: { orderId: idSchema, position: { type: "integer" }, productId: idSchema, title: { type: "string" } },
      },
    },
  },
} as const;

export type ReleaseClockAnswer = FromSchema<typeof releaseClockAnswerSchema>;
