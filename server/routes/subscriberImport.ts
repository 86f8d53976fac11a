import { parseCsv } from "../../runtime/csv/csv";
import { MAX_IMPORT_ROWS } from "../../schema/api/emailLists";
import { emailError, normalizeEmail } from "../../schema/rules/registration";

/** The row errors an import answer lists at most (the count of rows tells the rest). */
export const MAX_IMPORT_ERRORS = 100;

/** What a CSV of subscribers holds: the addresses to consider, and each row that holds none. */
export interface ImportRows {
  readonly rows: number;
  readonly emails: readonly string[];
  readonly errors: readonly { row: number; message: string }[];
  readonly tooLong: boolean;
}

/**
 * The addresses of a CSV of subscribers (issue 17: 'CSV import, with a preview and per-row
 * errors'): the column headed "email" (any case), else the first column; a first row that holds
 * no address but names the column is a header. Each address is lowercased and checked as a join's
 * is; a row repeating an address above it is said to.
 */
export function readImportRows(csv: string): ImportRows {
  const rows = parseCsv(csv);
  if (rows.length > MAX_IMPORT_ROWS + 1) return { rows: rows.length, emails: [], errors: [], tooLong: true };
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const named = header.findIndex((cell) => cell === "email" || cell === "e-mail" || cell === "email address");
  const hasHeader = named >= 0;
  const column = hasHeader ? named : 0;
  const emails: string[] = [];
  const errors: { row: number; message: string }[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (hasHeader && index === 0) return;
    const raw = (row[column] ?? "").trim();
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
    emails.push(email);
  });
  return { rows: rows.length - (hasHeader ? 1 : 0), emails, errors, tooLong: false };
}
