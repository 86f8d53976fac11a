import { type FormEvent, useId, useState } from "react";
import { Equation } from "../../../../blocks/richText/widgets/Equation";
import { MAX_EQUATION_LENGTH } from "../../../../schema/richText/equation";
import { Modal } from "../floating/Modal";
import { useEquationEditorStyles } from "./equation.css";

export interface EquationDraft {
  readonly equation: string;
  readonly inline: boolean;
}

/**
 * The equation editor (issue 15): the TeX source, the inline toggle and a preview typeset as the
 * artist types, exactly as the page will show it (a source KaTeX cannot read shows in red there
 * too). Confirm (or Ctrl+Enter in the source) applies it; it stays disabled while the source is blank.
 */
export function EquationDialog({
  initial,
  editing,
  onConfirm,
  onClose,
}: {
  readonly initial: EquationDraft;
  /** Editing an equation already in the text rather than inserting a new one. */
  readonly editing: boolean;
  readonly onConfirm: (draft: EquationDraft) => void;
  readonly onClose: () => void;
}) {
  useEquationEditorStyles();
  const [equation, setEquation] = useState(initial.equation);
  const [inline, setInline] = useState(initial.inline);
  const previewId = useId();
  const blank = equation.trim() === "";
  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    if (!blank) onConfirm({ equation, inline });
  };
  return (
    <Modal title={editing ? "Edit Equation" : "Insert Equation"} onClose={onClose}>
      <form className="rt-modal-form" onSubmit={confirm}>
        <label htmlFor={`${previewId}-source`}>Equation</label>
        <textarea
          id={`${previewId}-source`}
          className="rt-equation-source"
          value={equation}
          maxLength={MAX_EQUATION_LENGTH}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder="e.g. x^2 + y^2 = z^2"
          aria-describedby={previewId}
          onChange={(event) => setEquation(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) confirm(event);
          }}
        />
        <label className="rt-equation-inline">
          <input type="checkbox" checked={inline} onChange={(event) => setInline(event.target.checked)} />
          Inline
        </label>
        <section className="rt-equation-preview" id={previewId} aria-label="Preview">
          <Equation node={{ type: "equation", version: 1, equation, inline }} />
        </section>
        <div className="rt-modal-actions">
          <button type="submit" className="rt-button rt-button--primary" disabled={blank}>
            Confirm
          </button>
        </div>
      </form>
    </Modal>
  );
}
