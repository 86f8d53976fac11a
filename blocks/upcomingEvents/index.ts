import { upcomingEventsPropsSchema } from "../../schema/blocks/upcomingEvents";
import { propsValidators } from "../../schema/generated/propsValidators.js";
import { defineBlock } from "../pageBlock";
import { sectionCss } from "../section.css";
import { UpcomingEvents, type UpcomingEventsNeeds } from "./UpcomingEvents";
import { upcomingEventsCss } from "./upcomingEvents.css";

export const upcomingEventsBlock = defineBlock<"UpcomingEvents", UpcomingEventsNeeds>({
  type: "UpcomingEvents",
  label: "Upcoming Events",
  propsSchema: upcomingEventsPropsSchema,
  validateProps: propsValidators.UpcomingEvents,
  rules: { canDelete: () => true, canMove: () => true },
  load: () => ({ events: { resource: "events" } }),
  View: UpcomingEvents,
  css: [sectionCss, upcomingEventsCss],
});
