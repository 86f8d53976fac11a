import { upcomingEventsPropsSchema } from "../../schema/blocks/upcomingEvents";
import { defineBlock } from "../pageBlock";
import { UpcomingEvents, type UpcomingEventsNeeds } from "./UpcomingEvents";

export const upcomingEventsBlock = defineBlock<"UpcomingEvents", UpcomingEventsNeeds>({
  type: "UpcomingEvents",
  label: "Upcoming Events",
  propsSchema: upcomingEventsPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  load: () => ({ events: { resource: "events" } }),
  View: UpcomingEvents,
});
