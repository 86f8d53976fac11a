import { type ReactNode, useState } from "react";
import { moveItem, SortableList } from "./SortableList";

export interface LinkListEditorProps<T> {
  /** The list's accessible name, such as "Social links". */
  readonly label: string;
  /** What an empty list says (SPEC §2's empty texts). */
  readonly emptyText: string;
  readonly items: readonly T[];
  /** An item's accessible name, for its Edit and Delete buttons and the drag announcements. */
  itemName(item: T): string;
  /** The row's two lines: what the link is called and where it goes. */
  summary(item: T): { readonly title: string; readonly detail: string };
  /** The form that edits an item; it calls `save` with the new item or `cancel`. */
  editForm(item: T, save: (next: T) => void, cancel: () => void): ReactNode;
  onChange(next: T[]): void;
}

/**
 * A site-settings list of links (social or header links): a row per link with Edit and Delete,
 * reordering by drag or by the row's move buttons, and one row edited at a time in place.
 */
export function LinkListEditor<T>({ label, emptyText, items, itemName, summary, editForm, onChange }: LinkListEditorProps<T>) {
  const [editing, setEditing] = useState<number | null>(null);
  if (items.length === 0) return <p className="site-settings__empty">{emptyText}</p>;
  return (
    <SortableList
      label={label}
      items={items}
      itemName={itemName}
      onMove={(from, to) => {
        setEditing(null);
        onChange(moveItem(items, from, to));
      }}
      renderItem={(item, index) => {
        if (editing === index) {
          return editForm(
            item,
            (next) => {
              setEditing(null);
              onChange(items.map((candidate, i) => (i === index ? next : candidate)));
            },
            () => setEditing(null),
          );
        }
        const { title, detail } = summary(item);
        return (
          <span className="site-link">
            <span className="site-link__text">
              <strong>{title}</strong>
              <span className="site-link__href">{detail}</span>
            </span>
            <button
              type="button"
              className="settings-button settings-button--quiet"
              aria-label={`Edit ${itemName(item)}`}
              onClick={() => setEditing(index)}
            >
              Edit
            </button>
            <button
              type="button"
              className="settings-button settings-button--quiet settings-button--danger"
              aria-label={`Delete ${itemName(item)}`}
              onClick={() => {
                setEditing(null);
                onChange(items.filter((_, i) => i !== index));
              }}
            >
              Delete
            </button>
          </span>
        );
      }}
    />
  );
}
