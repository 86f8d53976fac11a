import { type FormEvent, type ReactNode, useId, useState } from "react";

/** What checking a draft gives: the input to save, or the problems by field. */
export type DraftCheck<I, P> = { ok: true; input: I } | { ok: false; problems: P };

/**
 * A form of the studio's admin sections (an event, a tier): its heading, its fields, then the
 * server's refusal and Save and Cancel. Saving checks the draft first and shows the problems by
 * their fields (`children` gets them), so the server only sees a draft the studio finds complete.
 */
export function AdminForm<D, I, P extends object>({
  heading,
  draft,
  check,
  onSave,
  onCancel,
  saveLabel,
  children,
}: {
  readonly heading: string;
  readonly draft: D;
  check(draft: D): DraftCheck<I, P>;
  /** Saves the input: null when saved, the server's words when it refuses. */
  onSave(input: I): Promise<string | null>;
  onCancel(): void;
  /** The submit button's words: "Save event". */
  readonly saveLabel: string;
  children(problems: Partial<P>): ReactNode;
}) {
  const [problems, setProblems] = useState<Partial<P>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setSaving(true);
    setRefusal(await onSave(checked.input));
    setSaving(false);
  };

  return (
    <form className="studio-admin__form" aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={headingId}>{heading}</h2>
      {children(problems)}
      {refusal ? (
        <p className="studio-field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="studio-admin__actions">
        <button type="submit" disabled={saving}>
          {saving ? "Saving…" : saveLabel}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
