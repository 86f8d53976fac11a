import { idSchema, isoDateTimeSchema } from "../common";
import { timeZoneSchema } from "../entities/events";

/** What a Countdown counts down to: a date the artist types, one of their releases, or one of their upcoming events. */
export const COUNTDOWN_TARGETS = ["date", "release", "event"] as const;

/** Props of the Countdown block (issue 39, item 1): a live count of the days, hours, minutes and seconds to a moment. */
export const countdownPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: { type: "string", maxLength: 120, default: "Coming soon" },
    target: { enum: COUNTDOWN_TARGETS, default: "date" },
    // "" until the artist picks one: the block is then not ready to publish (its `notReady`).
    date: {
      anyOf: [{ ...isoDateTimeSchema, maxLength: 40 }, { const: "" }],
      default: "",
      description: "The moment, when `target` is date (ISO 8601 with its offset).",
    },
    timeZone: {
      ...timeZoneSchema,
      default: "UTC",
      description: "The zone a date or a release's date is written in (an event is written in its venue's).",
    },
    releaseId: { anyOf: [idSchema, { const: "" }], default: "", description: "The artist's release, when `target` is release." },
    eventId: { anyOf: [idSchema, { const: "" }], default: "", description: "The artist's event, when `target` is event." },
    endedMessage: { type: "string", maxLength: 120, default: "Out now", description: "Shown once the moment has passed." },
  },
} as const;
