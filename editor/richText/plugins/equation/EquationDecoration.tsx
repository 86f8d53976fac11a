import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useLexicalEditable } from "@lexical/react/useLexicalEditable";
import type { NodeKey } from "lexical";
import { useMemo } from "react";
import { Equation } from "../../../../blocks/richText/widgets/Equation";
import type { EquationJSON } from "../../../../runtime/richText/widgets/equation";
import { OPEN_EQUATION_EDITOR_COMMAND } from "./commands";
import { useEquationEditorStyles } from "./equation.css";

/**
 * An equation in the editor: typeset by the page's own component (KaTeX loaded on first sight),
 * inside a button that opens the equation editor, while the editor is editable.
 */
export function EquationDecoration({ nodeKey, equation, inline }: { nodeKey: NodeKey; equation: string; inline: boolean }) {
  useEquationEditorStyles();
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const node = useMemo((): EquationJSON => ({ type: "equation", version: 1, equation, inline }), [equation, inline]);
  if (!editable) return <Equation node={node} />;
  return (
    <button
      type="button"
      className={inline ? "rt-equation" : "rt-equation rt-equation--display"}
      aria-label={`Edit equation ${equation}`}
      onClick={() => editor.dispatchCommand(OPEN_EQUATION_EDITOR_COMMAND, { nodeKey })}
    >
      <Equation node={node} />
    </button>
  );
}
