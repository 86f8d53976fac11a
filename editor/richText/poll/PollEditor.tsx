import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useLexicalEditable } from "@lexical/react/useLexicalEditable";
import { $getNodeByKey, type NodeKey } from "lexical";
import { MAX_POLL_OPTION_LENGTH, MAX_POLL_QUESTION_LENGTH } from "../../../schema/richText/poll";
import { $isPollNode, type PollNode } from "../nodes/PollNode";
import { canAddOption, canDeleteOption, type PollOptions, withOptionAdded, withOptionDeleted, withOptionRenamed } from "./pollOptions";

/**
 * The poll as the artist edits it: its question and each option as a text field, a button that
 * deletes an option (a poll keeps two) and one that adds an option (up to twenty). Each change is
 * one editor update, so Lexical's history undoes it.
 */
export function PollEditor({ nodeKey, question, options }: { nodeKey: NodeKey; question: string; options: PollOptions }) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();

  const change = (apply: (node: PollNode) => void) =>
    editor.update(() => {
      const node = $getNodeByKey(nodeKey);
      if ($isPollNode(node)) apply(node);
    });

  return (
    <fieldset className="rt-poll">
      <legend className="rt-poll-label">Poll</legend>
      <input
        className="rt-poll-question"
        aria-label="Poll question"
        placeholder="Ask a question…"
        value={question}
        maxLength={MAX_POLL_QUESTION_LENGTH}
        disabled={!editable}
        onChange={(event) => change((node) => node.setQuestion(event.target.value))}
      />
      <ol className="rt-poll-options">
        {options.map((option, index) => (
          <li key={option.uid} className="rt-poll-option">
            <input
              aria-label={`Option ${index + 1}`}
              placeholder={`Option ${index + 1}`}
              value={option.text}
              maxLength={MAX_POLL_OPTION_LENGTH}
              disabled={!editable}
              onChange={(event) => change((node) => node.setOptions(withOptionRenamed(node.getOptions(), option.uid, event.target.value)))}
            />
            <button
              type="button"
              aria-label={`Delete option ${index + 1}`}
              disabled={!editable || !canDeleteOption(options)}
              onClick={() => change((node) => node.setOptions(withOptionDeleted(node.getOptions(), option.uid)))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="rt-poll-add"
        disabled={!editable || !canAddOption(options)}
        onClick={() => change((node) => node.setOptions(withOptionAdded(node.getOptions())))}
      >
        Add option
      </button>
    </fieldset>
  );
}
