import { RichTextContent } from "../../../blocks/richText/RichTextContent";
import { type EmailBlockViewProps, paddingOf } from "../../emailBlock";

/** Text on the canvas (SPEC §3), marked when only members get it. */
export function EmailText({ props }: EmailBlockViewProps<"Text">) {
  return (
    <div
      className={`bl-email-text bl-rich-text${props.membersOnly ? " bl-email-text--members" : ""}`}
      style={{ fontSize: `${props.fontSize}px`, textAlign: props.align, color: props.color, padding: paddingOf(props.paddings) }}
    >
      {/* The canvas's mark only: the export (emailTextExport.ts) writes its own HTML and never shows it. */}
      {props.membersOnly ? <span className="bl-email-text__members">Members only</span> : null}
      <RichTextContent value={props.content} />
    </div>
  );
}
