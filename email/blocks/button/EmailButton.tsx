import { type EmailBlockViewProps, paddingOf } from "../../emailBlock";

/** A Button on the canvas, padded as the export pads its cell. */
export function EmailButton({ props }: EmailBlockViewProps<"Button">) {
  return (
    <div className="bl-email-button" style={{ textAlign: props.align }}>
      <span
        className="bl-email-button__label"
        style={{ background: props.backgroundColor, color: props.color, padding: paddingOf(props.paddings) }}
      >
        {props.title}
      </span>
    </div>
  );
}
