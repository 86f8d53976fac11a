import { describeDrawing } from "./describeDrawing";
import { describeImage } from "./describeImage";
import { describeTable, describeTableCell, describeTableRow } from "./describeTable";
import { describeEmbed } from "./widgets/embed";
import { describeEquation } from "./widgets/equation";
import { describePoll } from "./widgets/poll";

/** How each rich content node shows (see `richContent.ts`): what the walk calls for them. */
export const richContentDescriberSet = {
  describeTable,
  describeTableRow,
  describeTableCell,
  describeImage,
  describeDrawing,
  describeEmbed,
  describeEquation,
  describePoll,
};

export type RichContentDescribers = typeof richContentDescriberSet;
