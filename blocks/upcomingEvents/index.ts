import { defineBlock } from "../../runtime/blockRegistry";
import { upcomingEventsPropsSchema } from "../../schema/blocks/upcomingEvents";
import { propsValidators } from "../../schema/generated/validators.js";
import { sectionCss } from "../section.css";
import { UpcomingEvents } from "./UpcomingEvents";
import { upcomingEventsCss } from "./upcomingEvents.css";

export const upcomingEventsBlock = defineBlock<"UpcomingEvents">({
  type: "UpcomingEvents",
  label: "Upcoming Events",
  propsSchema: upcomingEventsPropsSchema,
  validateProps: propsValidators.UpcomingEvents,
  rules: { canDelete: () => true, canMove: () => true },
  load: () => ({ events: { resource: "events" } }),
  View: UpcomingEvents,
  css: [sectionCss, upcomingEventsCss],
});
