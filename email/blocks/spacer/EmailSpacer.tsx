import type { EmailBlockViewProps } from "../../emailBlock";

/** A Spacer on the canvas: empty height. */
export function EmailSpacer({ props }: EmailBlockViewProps<"Spacer">) {
  return <div className="bl-email-spacer" style={{ height: `${props.height}px` }} />;
}
