import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { type ElementFormatType, FORMAT_ELEMENT_COMMAND, INDENT_CONTENT_COMMAND, OUTDENT_CONTENT_COMMAND } from "lexical";
import { AlignmentIcon } from "./icons";

const ALIGNMENTS: readonly { format: ElementFormatType; label: string }[] = [
  { format: "left", label: "Left Align" },
  { format: "center", label: "Center Align" },
  { format: "right", label: "Right Align" },
  { format: "justify", label: "Justify Align" },
];

/** What acts on whole paragraphs: their alignment and their indent. */
export function ParagraphButtons({ alignment, disabled }: { alignment: ElementFormatType; disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  return (
    <>
      {ALIGNMENTS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={alignment === format}
          disabled={disabled}
          onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, format)}
        >
          <AlignmentIcon format={format} />
        </button>
      ))}
      <button
        type="button"
        aria-label="Outdent"
        title="Outdent"
        disabled={disabled}
        onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}
      >
        ⇤
      </button>
      <button
        type="button"
        aria-label="Indent"
        title="Indent"
        disabled={disabled}
        onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}
      >
        ⇥
      </button>
    </>
  );
}
