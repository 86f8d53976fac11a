import { useLexicalEditable } from "@lexical/react/useLexicalEditable";
import { MAX_POLL_OPTION_LENGTH, MAX_POLL_QUESTION_LENGTH } from "../../../schema/richText/poll";
import { canAddOption, canDeleteOption, type PollOptions, withOptionAdded, withOptionDeleted, withOptionRenamed } from "./pollOptions";

/** What the poll's fields change on its node. */
export interface EditablePoll {
  getOptions(): PollOptions;
  setQuestion(question: string): unknown;
  setOptions(options: PollOptions): unknown;
}

/**
 * Applies a change made in the poll's fields to its node, in one update of its editor. The node
 * gives it, so this view never imports the node class that renders it.
 */
export type EditPoll = (apply: (node: EditablePoll) => void) => void;

export interface PollEditorProps {
  readonly question: string;
  readonly options: PollOptions;
  readonly change: EditPoll;
}

/**
 * The poll as the artist edits it: its question and each option as a text field, a button that
 * deletes an option (a poll keeps two) and one that adds an option (up to twenty). Each change is
 * one editor update, so Lexical's history undoes it.
 */
export function PollEditor({ question, options, change }: PollEditorProps) {
  const editable = useLexicalEditable();

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
