import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema, linkSchema } from "../common";
import { addressSchema, eventSchema, timeZoneSchema } from "../entities/events";

/** `YYYY-MM-DDTHH:mm`: a time as a clock on the wall shows it, with no zone. */
export const localDateTimeSchema = {
  type: "string",
  pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$",
  description: "The time as the venue's clock shows it (YYYY-MM-DDTHH:mm), in timeZone.",
} as const;

/**
 * An event as the artist writes it (issue 17): its time as the venue's clock shows it
 * (`localDateTime`, as the studio sends it) or as an instant (`dateTime`), one of the two, with the
 * venue's time zone, which the event is shown in. The server turns the venue's clock into the
 * instant with its own time zone database, the one the site shows times with, so the site shows
 * the time the artist typed even where the browser's database has the zone's rules differently.
 * A link left empty shows no button.
 */
export const eventInputSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "timeZone", "address"],
  properties: {
    title: { type: "string", minLength: 1, maxLength: 200 },
    dateTime: isoDateTimeSchema,
    localDateTime: localDateTimeSchema,
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
