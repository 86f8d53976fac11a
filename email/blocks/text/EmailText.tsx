import { RichTextContent } from "../../blocks/richText/RichTextContent";
import { emailTextPropsSchema } from "../../schema/email/blocks";
import { defineEmailBlock, type EmailBlockViewProps, paddingOf } from "../emailBlock";

function EmailText({ props }: EmailBlockViewProps<"Text">) {
  return (
    <div
      className={`bl-email-text bl-rich-text${props.membersOnly ? " bl-email-text--members" : ""}`}
      style={{ fontSize: `${props.fontSize}px`, textAlign: props.align, color: props.color, padding: paddingOf(props.paddings) }}
    >
      {/* The canvas's mark only: the export (email/export/) writes its own HTML and never shows it. */}
      {props.membersOnly ? <span className="bl-email-text__members">Members only</span> : null}
      <RichTextContent value={props.content} />
    </div>
  );
}

/** Text (SPEC §3): rich text, edited in the right side panel's rich-text editor; marked on the canvas when only members get it. */
export const emailTextBlock = defineEmailBlock<"Text">({
  type: "Text",
  label: "Text",
  propsSchema: emailTextPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailText,
  editing: { previewProp: "content" },
});
