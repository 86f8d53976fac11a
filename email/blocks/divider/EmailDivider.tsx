import { emailDividerPropsSchema, emailSpacerPropsSchema } from "../../schema/email/blocks";
import { defineEmailBlock, type EmailBlockViewProps, paddingOf } from "../emailBlock";

function EmailDivider({ props }: EmailBlockViewProps<"Divider">) {
  return (
    <div className="bl-email-divider" style={{ padding: paddingOf(props.paddings) }}>
      <div style={{ borderTop: `${props.thickness}px solid ${props.color}` }} />
    </div>
  );
}

function EmailSpacer({ props }: EmailBlockViewProps<"Spacer">) {
  return <div className="bl-email-spacer" style={{ height: `${props.height}px` }} />;
}

/** Divider: a horizontal rule. */
export const emailDividerBlock = defineEmailBlock<"Divider">({
  type: "Divider",
  label: "Divider",
  propsSchema: emailDividerPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailDivider,
});

/** Spacer: empty height between blocks. */
export const emailSpacerBlock = defineEmailBlock<"Spacer">({
  type: "Spacer",
  label: "Spacer",
  propsSchema: emailSpacerPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailSpacer,
});
