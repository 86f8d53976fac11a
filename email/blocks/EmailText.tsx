import { RichTextContent } from "../../blocks/richText/RichTextContent";
import { emailTextPropsSchema } from "../../schema/email/blocks";
import { defineEmailBlock, type EmailBlockViewProps, paddingOf } from "../emailBlock";

function EmailText({ props }: EmailBlockViewProps<"Text">) {
  return (
    <div
      className="bl-email-text bl-rich-text"
      style={{ fontSize: `${props.fontSize}px`, textAlign: props.align, color: props.color, padding: paddingOf(props.paddings) }}
    >
      <RichTextContent value={props.content} />
    </div>
  );
}

/** Text (SPEC §3): rich text, edited in the right side panel's rich-text editor. */
export const emailTextBlock = defineEmailBlock<"Text">({
  type: "Text",
  label: "Text",
  propsSchema: emailTextPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailText,
  editing: { previewProp: "content" },
});
