import { type EmailBlockViewProps, paddingOf } from "../../emailBlock";

/** An Image on the canvas: its picture, or a placeholder until one is chosen. */
export function EmailImage({ props }: EmailBlockViewProps<"Image">) {
  const image = props.src ? (
    <img src={props.src} alt={props.alt} width={props.width} height={props.height} style={{ height: props.height ? undefined : "auto" }} />
  ) : (
    <span className="bl-email-image-placeholder" style={{ width: props.width }}>
      Choose an image
    </span>
  );
  return (
    <div className="bl-email-image" style={{ textAlign: props.align, padding: paddingOf(props.paddings) }}>
      {image}
    </div>
  );
}
