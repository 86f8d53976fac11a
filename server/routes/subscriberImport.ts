import { parseCsv } from "../../runtime/csv/csv";
import { MAX_IMPORT_ROWS } from "../../schema/api/emailLists";
import { emailError, normalizeEmail } from "../../schema/rules/registration";
import type { NewSubscriber } from "../data/audience";
import { type ImportColumns, importedName, readImportColumns, splitFullName } from "./importColumns";

/** The row errors an import answer lists at most (the count of rows tells the rest). */
export const MAX_IMPORT_ERRORS = 100;

/** What a CSV of subscribers holds: the subscribers to consider, each row that holds no address, and the columns read. */
export interface ImportRows {
  readonly rows: number;
  readonly subscribers: readonly NewSubscriber[];
  readonly errors: readonly { row: number; message: string }[];
  readonly columns: Pick<ImportColumns, "used" | "ignored">;
  readonly tooLong: boolean;
}

/** The names in a row: its first- and last-name columns, else its full name split (issue 34). */
function namesOf(row: readonly string[], columns: ImportColumns): { firstName: string; lastName: string } {
  if (columns.fullName >= 0) return splitFullName(row[columns.fullName] ?? "");
  const cell = (index: number) => (index >= 0 ? importedName(row[index] ?? "") : "");
  return { firstName: cell(columns.firstName), lastName: cell(columns.lastName) };
}

/**
 * The subscribers of a CSV (issue 17: 'CSV import, with a preview and per-row errors'; issue 34:
 * their names kept): a first row naming a column the import reads is a header (importColumns.ts);
 * without one the addresses are in the first column. Each address is lowercased and checked as a
 * join's is; a row repeating an address above it is said to.
 */
export function readImportRows(csv: string): ImportRows {
  const rows = parseCsv(csv);
  const noColumns = { used: [], ignored: [] };
  if (rows.length > MAX_IMPORT_ROWS + 1) return { rows: rows.length, subscribers: [], errors: [], columns: noColumns, tooLong: true };
  const columns = readImportColumns(
    rows[0] ?? [],
    rows.reduce((widest, row) => Math.max(widest, row.length), 0),
  );
  const subscribers: NewSubscriber[] = [];
  const errors: { row: number; message: string }[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (columns.hasHeader && index === 0) return;
    const raw = (row[columns.email] ?? "").trim();
    const email = normalizeEmail(raw);
    const problem =
      raw === ""
        ? "No address in this row."
        : emailError(email)
          ? `"${raw}" is not an email address.`
          : seen.has(email)
            ? `${email} is already in a row above.`
            : null;
    if (problem) {
      if (errors.length < MAX_IMPORT_ERRORS) errors.push({ row: index + 1, message: problem });
      return;
    }
    seen.add(email);
    subscribers.push({ email, ...namesOf(row, columns) });
  });
  return {
    rows: rows.length - (columns.hasHeader ? 1 : 0),
    subscribers,
    errors,
    columns: { used: columns.used, ignored: columns.ignored },
    tooLong: false,
  };
}
