import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";

/** What a welcome answers (issue 37): a list's confirmed join, a tier joined, a first purchase. */
export const WELCOME_TRIGGER_KINDS = ["list", "tier", "first_purchase"] as const;
export type WelcomeTriggerKind = (typeof WELCOME_TRIGGER_KINDS)[number];

/** One of the artist's welcomes: which email answers which trigger, whether it is on, and how many it went to. */
export const welcomeSettingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["kind", "triggerId", "documentId", "enabled", "sent"],
  properties: {
    kind: { enum: WELCOME_TRIGGER_KINDS },
    triggerId: { type: "string", description: "The list's or tier's id; empty for the first purchase." },
    documentId: idSchema,
    enabled: { type: "boolean" },
    sent: { type: "integer", minimum: 0, description: "People it was queued for." },
  },
} as const;

export const welcomeSettingsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["welcomes"],
  properties: { welcomes: { type: "array", items: welcomeSettingSchema } },
} as const;

/** PUT welcome-emails/{kind}/{triggerId}: the email that answers the trigger, on or off. */
export const welcomeSettingInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["documentId", "enabled"],
  properties: { documentId: idSchema, enabled: { type: "boolean" } },
} as const;

export const welcomeParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "kind", "triggerId"],
  properties: {
    profileId: idSchema,
    kind: { enum: WELCOME_TRIGGER_KINDS },
    triggerId: { anyOf: [idSchema, { const: "purchase" }], description: "The list's or tier's id; 'purchase' for the first purchase." },
  },
} as const;

export type WelcomeSetting = FromSchema<typeof welcomeSettingSchema>;
export type WelcomeSettingInput = FromSchema<typeof welcomeSettingInputSchema>;
