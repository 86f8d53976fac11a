import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/** A page of the artist's fans, found by name or address, of one tier or of none ("none"). */
export const fanQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    search: { type: "string", maxLength: 255, default: "" },
    tier: { anyOf: [idSchema, { const: "none" }], description: "A tier's id, or none for fans without a tier; all fans when absent." },
    offset: { type: "integer", minimum: 0, maximum: 1000000, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: 100, default: 50 },
  },
} as const;

/** A fan as the studio lists them: who they are, their tier, when they signed up. */
export const studioFanSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "firstName", "lastName", "email", "membershipTierId", "tierName", "createdAt"],
  properties: {
    id: idSchema,
    firstName: { type: "string" },
    lastName: { type: "string" },
    email: { type: "string" },
    membershipTierId: { anyOf: [idSchema, { type: "null" }] },
    tierName: { anyOf: [{ type: "string" }, { type: "null" }] },
    createdAt: { type: "string" },
  },
} as const;

export const fanPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["total", "data"],
  properties: { total: { type: "integer", minimum: 0 }, data: { type: "array", items: studioFanSchema } },
} as const;

export type StudioFan = FromSchema<typeof studioFanSchema>;
export type FanPage = FromSchema<typeof fanPageSchema>;
