import { emailColumnPropsSchema, emailColumnsPropsSchema } from "../../schema/email/blocks";
import { EMAIL_COLUMN_COUNTS, EMAIL_COLUMN_SHARES } from "../../schema/email/document";
import { defineEmailBlock, type EmailBlockViewProps, paddingOf } from "../emailBlock";

function EmailColumns({ props, children }: EmailBlockViewProps<"Columns">) {
  const shares = EMAIL_COLUMN_SHARES[props.layout];
  return (
    <div
      className="bl-email-columns"
      style={{
        display: "grid",
        gridTemplateColumns: shares.map((share) => `${share}fr`).join(" "),
        gap: `${props.gap}px`,
        padding: paddingOf(props.paddings),
      }}
    >
      {children}
    </div>
  );
}

function EmailColumn({ props, children }: EmailBlockViewProps<"Column">) {
  const alignSelf = props.verticalAlign === "middle" ? "center" : props.verticalAlign === "bottom" ? "end" : "start";
  return (
    <div className="bl-email-column" style={{ background: props.background, alignSelf, minWidth: 0 }}>
      {children}
    </div>
  );
}

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
  // A new row starts with its layout's two columns, so it is valid from the start.
  editing: { newChildren: (createId) => [1, 2].map(() => ({ id: createId(), type: "Column", props: {}, children: [] })) },
});

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
  editing: { inToolbox: false },
});
