import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Modal } from "./Modal";

export interface FilterModalProps<T> {
  readonly open: boolean;
  readonly title: string;
  /** The filters in effect: each opening starts from them. */
  readonly current: T;
  /** The filters 'Clear Filters' applies. */
  readonly cleared: T;
  readonly onApply: (filters: T) => void;
  readonly onClose: () => void;
  readonly formClassName?: string;
  /** The fields, editing the draft; `id` is unique to this modal, for the fields' ids and names. */
  readonly children: (draft: T, setDraft: (next: T) => void, id: string) => ReactNode;
}

/**
 * A list's filter dialog (music, member posts): the fields change a draft, 'Apply Filters' applies
 * it, 'Clear Filters' clears the filters in effect (and closes), and closing without applying
 * changes nothing.
 */
export function FilterModal<T>({ open, title, current, cleared, onApply, onClose, formClassName, children }: FilterModalProps<T>) {
  const [draft, setDraft] = useState(current);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the filters in effect.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(current);
  }
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <button
            type="button"
            className="bl-button bl-button--outline"
            onClick={() => {
              setDraft(cleared);
              onApply(cleared);
            }}
          >
            Clear Filters
          </button>
          <button type="submit" form={`${id}-form`} className="bl-button bl-button--primary">
            Apply Filters
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className={formClassName} onSubmit={submit}>
        {children(draft, setDraft, id)}
      </form>
    </Modal>
  );
}
