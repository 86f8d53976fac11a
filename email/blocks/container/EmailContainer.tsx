import { emailContainerPropsSchema } from "../../schema/email/blocks";
import { defineEmailBlock, type EmailBlockViewProps, paddingOf } from "../emailBlock";

function EmailContainer({ props, children }: EmailBlockViewProps<"Container">) {
  return (
    <div
      className="bl-email-container"
      style={{
        width: props.width,
        margin: "0 auto",
        background: props.background,
        padding: paddingOf(props.paddings),
        borderRadius: props.radius > 0 ? `${props.radius}px` : undefined,
      }}
    >
      {children}
    </div>
  );
}

/** Container (SPEC §3 'width default 100%'): holds blocks; the email's root one stays (it has no parent to leave). */
export const emailContainerBlock = defineEmailBlock<"Container">({
  type: "Container",
  label: "Container",
  propsSchema: emailContainerPropsSchema,
  // Everything but a lone Column, which only a Columns block holds.
  rules: { accepts: (type) => type !== "Column", canDelete: () => true, canMove: () => true },
  View: EmailContainer,
});
