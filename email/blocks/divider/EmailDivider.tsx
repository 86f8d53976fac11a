import { type EmailBlockViewProps, paddingOf } from "../../emailBlock";

/** A Divider on the canvas: a line of its thickness and colour. */
export function EmailDivider({ props }: EmailBlockViewProps<"Divider">) {
  return (
    <div className="bl-email-divider" style={{ padding: paddingOf(props.paddings) }}>
      <div className="bl-email-divider__line" style={{ borderTopWidth: `${props.thickness}px`, borderTopColor: props.color }} />
    </div>
  );
}
