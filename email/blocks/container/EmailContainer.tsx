import { type EmailBlockViewProps, paddingOf } from "../../emailBlock";

/** A Container on the canvas: its blocks, centred at its share of the width. */
export function EmailContainer({ props, children }: EmailBlockViewProps<"Container">) {
  return (
    <div
      className="bl-email-container"
      style={{
        width: props.width,
        background: props.background,
        padding: paddingOf(props.paddings),
        borderRadius: props.radius > 0 ? `${props.radius}px` : undefined,
      }}
    >
      {children}
    </div>
  );
}
