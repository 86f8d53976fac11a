import { upcomingEventsPropsSchema } from "../../schema/blocks/upcomingEvents";
import { defineBlock } from "../pageBlock";
import { sectionCss } from "../section.css";
import { UpcomingEvents, type UpcomingEventsNeeds } from "./UpcomingEvents";
import { upcomingEventsCss } from "./upcomingEvents.css";

export const upcomingEventsBlock = defineBlock<"UpcomingEvents", UpcomingEventsNeeds>({
  type: "UpcomingEvents",
  label: "Upcoming Events",
  propsSchema: upcomingEventsPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  load: () => ({ events: { resource: "events" } }),
  View: UpcomingEvents,
  css: [sectionCss, upcomingEventsCss],
});
