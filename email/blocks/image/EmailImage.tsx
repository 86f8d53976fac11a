import { emailImagePropsSchema } from "../../schema/email/blocks";
import { defineEmailBlock, type EmailBlockViewProps, paddingOf } from "../emailBlock";

function EmailImage({ props }: EmailBlockViewProps<"Image">) {
  const image = props.src ? (
    <img
      src={props.src}
      alt={props.alt}
      width={props.width}
      height={props.height}
      style={{ display: "inline-block", maxWidth: "100%", height: props.height ? undefined : "auto" }}
    />
  ) : (
    <span
      className="bl-email-image-placeholder"
      style={{ display: "inline-block", width: props.width, maxWidth: "100%", padding: "32px 0", background: "#e4e4e7", color: "#52525b" }}
    >
      Choose an image
    </span>
  );
  return (
    <div className="bl-email-image" style={{ textAlign: props.align, padding: paddingOf(props.paddings) }}>
      {image}
    </div>
  );
}

/** Image (SPEC §3 'src, height, width'), from the media picker or an address, with alt text and a link. */
export const emailImageBlock = defineEmailBlock<"Image">({
  type: "Image",
  label: "Image",
  propsSchema: emailImagePropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailImage,
  editing: { previewProp: "alt" },
});
