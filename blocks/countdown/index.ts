import { countdownPropsSchema } from "../../schema/blocks/countdown";
import { onDemandView } from "../onDemand/onDemandViews";
import { defineBlock } from "../pageBlock";
import type { Countdown, CountdownNeeds } from "./Countdown";

const NOT_CHOSEN = { date: "No date is chosen", release: "No release is chosen", event: "No event is chosen" } as const;

/** The Countdown block (issue 39, item 1): to a release, an event or a date; without one chosen it is not ready to publish. */
export const countdownBlock = defineBlock<"Countdown", CountdownNeeds>({
  type: "Countdown",
  label: "Countdown",
  propsSchema: countdownPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  // Only the target's need names something: the other's id is "", which loads nothing.
  load: (props) => ({
    release: { resource: "release", params: { id: props.target === "release" ? props.releaseId : "" } },
    event: { resource: "event", params: { id: props.target === "event" ? props.eventId : "" } },
  }),
  // Fetched by the fan's browser only for a page holding a countdown (blocks/onDemand/).
  View: onDemandView<typeof Countdown>("Countdown"),
  editing: {
    previewProp: "title",
    notReady: (node) => {
      const target = node.props.target ?? "date";
      const chosen = target === "date" ? node.props.date : target === "release" ? node.props.releaseId : node.props.eventId;
      if (!chosen) return `${NOT_CHOSEN[target]}: it has nothing to count down to.`;
      // One the schema's pattern lets through but no calendar has (month 13), from an integrator's JSON.
      if (target === "date" && Number.isNaN(Date.parse(chosen))) return "Its date is not a real date: choose another.";
      return null;
    },
  },
});
