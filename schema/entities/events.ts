import type { FromSchema } from "json-schema-to-ts";
import { idSchema, isoDateTimeSchema } from "../common";

export const addressSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "street", "zipCode", "city", "country"],
  properties: {
    name: { type: "string", maxLength: 200 },
    street: { type: "string", maxLength: 200 },
    zipCode: { type: "string", maxLength: 20 },
    city: { type: "string", maxLength: 100 },
    country: { type: "string", maxLength: 100 },
  },
} as const;

/** An IANA time zone name (`America/Los_Angeles`, `Europe/Berlin`, `UTC`). */
export const timeZoneSchema = {
  type: "string",
  pattern: "^(?:UTC|[A-Za-z]+(?:/[A-Za-z0-9_+-]+){1,2})$",
  maxLength: 64,
  description: "The venue's IANA time zone: the event's time is shown in it, with the zone named.",
} as const;

/** A show or appearance (SPEC §3), with the time zone of its venue. */
export const eventSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "title", "dateTime", "localDateTime", "timeZone", "address", "actionLink", "actionText"],
  properties: {
    id: idSchema,
    title: { type: "string", maxLength: 200 },
    dateTime: isoDateTimeSchema,
    localDateTime: {
      type: "string",
      description: "The time as the venue's clock shows it (YYYY-MM-DDTHH:mm), read by the server's time zone database.",
    },
    timeZone: timeZoneSchema,
    address: addressSchema,
    actionLink: { type: "string", maxLength: 2048 },
    actionText: { type: "string", maxLength: 60 },
  },
} as const;

export type Address = FromSchema<typeof addressSchema>;
export type Event = FromSchema<typeof eventSchema>;
