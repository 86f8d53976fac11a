import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema, linkSchema } from "../common";
import { addressSchema, eventSchema, timeZoneSchema } from "../entities/events";

/**
 * An event as the artist writes it (issue 17): the studio and integrators send the instant with
 * the venue's time zone, which the event is shown in. A link left empty shows no button.
 */
export const eventInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "dateTime", "timeZone", "address"],
  properties: {
    title: { type: "string", minLength: 1, maxLength: 200 },
    dateTime: isoDateTimeSchema,
    timeZone: timeZoneSchema,
    address: addressSchema,
    actionLink: { ...linkSchema, default: "" },
    actionText: { type: "string", maxLength: 60, default: "" },
  },
} as const;

export const eventParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["profileId", "eventId"],
  properties: { profileId: idSchema, eventId: idSchema },
} as const;

/** The artist's events, upcoming ones first (soonest first), then past ones (latest first). */
export const studioEventListSchema = { type: "array", items: eventSchema } as const;

export type EventInput = FromSchema<typeof eventInputSchema, { keepDefaultedPropertiesOptional: true }>;
