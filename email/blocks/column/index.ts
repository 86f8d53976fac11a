import { lazy } from "react";
import { emailColumnPropsSchema } from "../../../schema/email/blocks";
import { defineEmailBlock } from "../../emailBlock";
import { EmailColumn } from "./EmailColumn";
import { emailColumnCss } from "./emailColumn.css";
import { columnHtml, columnText } from "./emailColumnExport";

/** Column: one of a Columns block's, holding any block but columns. */
export const emailColumnBlock = defineEmailBlock<"Column">({
  type: "Column",
  label: "Column",
  propsSchema: emailColumnPropsSchema,
  // A column goes with its row: the Columns block is what moves and is deleted.
  rules: {
    accepts: (type) => type !== "Column" && type !== "Columns",
    canDelete: () => false,
    canMove: () => false,
    locksOnlyItself: true,
  },
  View: EmailColumn,
  Settings: lazy(() => import("./EmailColumnSettings")),
  html: columnHtml,
  text: columnText,
  css: emailColumnCss,
  editing: { inToolbox: false },
});
