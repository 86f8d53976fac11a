import { emailButtonPropsSchema } from "../../schema/email/blocks";
import { defineEmailBlock, type EmailBlockViewProps, paddingOf } from "../emailBlock";

function EmailButton({ props }: EmailBlockViewProps<"Button">) {
  return (
    <div className="bl-email-button" style={{ textAlign: props.align, padding: "8px 24px" }}>
      <span
        style={{
          display: "inline-block",
          background: props.backgroundColor,
          color: props.color,
          padding: paddingOf(props.paddings),
          borderRadius: "var(--bl-email-button-radius, 4px)",
          fontWeight: 700,
        }}
      >
        {props.title}
      </span>
    </div>
  );
}

/** Button (SPEC §3): title, link and colours; it cannot be dragged. */
export const emailButtonBlock = defineEmailBlock<"Button">({
  type: "Button",
  label: "Button",
  propsSchema: emailButtonPropsSchema,
  // Not dragged; deleted, and carried along with its container, like any block.
  rules: { canDelete: () => true, canMove: () => false, locksOnlyItself: true },
  View: EmailButton,
  editing: { previewProp: "title" },
});
