import { lazy } from "react";
import { emailColumnsPropsSchema } from "../../../schema/email/blocks";
import { EMAIL_COLUMN_COUNTS } from "../../../schema/email/document";
import { defineEmailBlock } from "../../emailBlock";
import { EmailColumns } from "./EmailColumns";
import { emailColumnsCss } from "./emailColumns.css";
import { columnsBlockHtml, columnsBlockText } from "./emailColumnsExport";

/** Columns: 2 or 3 Column blocks side by side, stacked on phones. */
export const emailColumnsBlock = defineEmailBlock<"Columns">({
  type: "Columns",
  label: "Columns",
  propsSchema: emailColumnsPropsSchema,
  rules: {
    accepts: (type) => type === "Column",
    canDelete: () => true,
    canMove: () => true,
    childrenProblem(node) {
      // Called before the schema has passed the node: a layout it does not know is the schema's to report.
      // Even its props may be missing or of any type here (a hostile document): read nothing blindly.
      const stored = (node.props as { layout?: unknown } | undefined)?.layout ?? "1:1";
      const layout = typeof stored === "string" ? stored : "";
      const expected = Object.hasOwn(EMAIL_COLUMN_COUNTS, layout)
        ? EMAIL_COLUMN_COUNTS[layout as keyof typeof EMAIL_COLUMN_COUNTS]
        : undefined;
      const count = node.children?.length ?? 0;
      return expected === undefined || count === expected
        ? null
        : `A Columns block laid out ${layout} holds ${expected} columns; this one holds ${count}.`;
    },
  },
  View: EmailColumns,
  Settings: lazy(() => import("./EmailColumnsSettings")),
  html: columnsBlockHtml,
  text: columnsBlockText,
  css: emailColumnsCss,
  // A new row starts with its layout's two columns, so it is valid from the start.
  editing: { newChildren: (createId) => [1, 2].map(() => ({ id: createId(), type: "Column", props: {}, children: [] })) },
});
