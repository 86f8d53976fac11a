import { $isCodeNode } from "@lexical/code";
import { getCodeLanguageOptions } from "@lexical/code-prism";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $getNodeByKey, $getSelection, $isRangeSelection } from "lexical";

/** The code block's language, in place of the formatting tools while the caret is in code. */
export function CodeLanguagePicker({ language }: { language: string }) {
  const [editor] = useLexicalComposerContext();
  const choose = (value: string) =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const code = selection.anchor.getNode().getTopLevelElement();
      const node = code ? $getNodeByKey(code.getKey()) : null;
      if ($isCodeNode(node)) node.setLanguage(value);
    });
  return (
    <select className="rt-toolbar-select" aria-label="Code language" value={language} onChange={(event) => choose(event.target.value)}>
      <option value="">Plain text</option>
      {getCodeLanguageOptions().map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
