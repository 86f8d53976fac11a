import { type FormEvent, useId, useState } from "react";
import {
  DEFAULT_TABLE_COLUMNS,
  DEFAULT_TABLE_ROWS,
  isTableSize,
  MAX_TABLE_COLUMNS,
  MAX_TABLE_ROWS,
  MIN_TABLE_COLUMNS,
  MIN_TABLE_ROWS,
} from "../../../../schema/richText/table";
import { Modal } from "../floating/Modal";

export interface InsertTableDialogProps {
  /** Called with the size asked for when the artist presses Confirm (only a size SPEC §9 allows). */
  readonly onInsert: (rows: number, columns: number) => void;
  readonly onClose: () => void;
  readonly container?: HTMLElement;
}

/** What a number field holds as a number: whole digits only, so '2.5', '1e2' and '' are no size. */
const wholeNumber = (text: string) => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The Insert Table dialog (SPEC §2 'Modals: Insert Table'; §9 and §10): rows and columns, 5 and 5 to
 * start with; Confirm stays disabled unless the rows are 1 to 500 and the columns 1 to 50.
 */
export function InsertTableDialog({ onInsert, onClose, container }: InsertTableDialogProps) {
  const rowsId = useId();
  const columnsId = useId();
  const [rows, setRows] = useState(String(DEFAULT_TABLE_ROWS));
  const [columns, setColumns] = useState(String(DEFAULT_TABLE_COLUMNS));
  const size = { rows: wholeNumber(rows), columns: wholeNumber(columns) };
  const allowed = isTableSize(size.rows, size.columns);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (allowed) onInsert(size.rows, size.columns);
  };

  return (
    <Modal title="Insert Table" onClose={onClose} container={container}>
      <form className="rt-modal-form" onSubmit={submit}>
        <label htmlFor={rowsId}>Rows</label>
        <input
          id={rowsId}
          type="number"
          inputMode="numeric"
          min={MIN_TABLE_ROWS}
          max={MAX_TABLE_ROWS}
          placeholder={`# of rows (${MIN_TABLE_ROWS}-${MAX_TABLE_ROWS})`}
          value={rows}
          aria-invalid={!isTableSize(size.rows, MIN_TABLE_COLUMNS)}
          onChange={(event) => setRows(event.target.value)}
        />
        <label htmlFor={columnsId}>Columns</label>
        <input
          id={columnsId}
          type="number"
          inputMode="numeric"
          min={MIN_TABLE_COLUMNS}
          max={MAX_TABLE_COLUMNS}
          placeholder={`# of columns (${MIN_TABLE_COLUMNS}-${MAX_TABLE_COLUMNS})`}
          value={columns}
          aria-invalid={!isTableSize(MIN_TABLE_ROWS, size.columns)}
          onChange={(event) => setColumns(event.target.value)}
        />
        <div className="rt-modal-actions">
          <button type="submit" className="rt-button rt-button--primary" disabled={!allowed}>
            Confirm
          </button>
        </div>
      </form>
    </Modal>
  );
}
