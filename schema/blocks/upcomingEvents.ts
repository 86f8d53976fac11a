/** Props of the Upcoming Events block: the artist's next shows (GET /public/events), soonest first. */
export const upcomingEventsPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: { type: "string", maxLength: 120, default: "Upcoming events" },
    limit: { type: "integer", minimum: 1, maximum: 20, default: 5 },
  },
} as const;
