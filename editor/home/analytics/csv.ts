/** A cell a spreadsheet would run as a formula starts with one of these (OWASP's CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(text: string): string {
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n']/.test(guarded) || guarded !== guarded.trim() ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/**
 * Rows as CSV (RFC 4180, CRLF between rows): a cell with a comma, quote, line break or
 * surrounding space is quoted, its quotes doubled, and one starting with = + - @ gets a leading '
 * so a spreadsheet shows it instead of running it.
 * @example csvOf([["Page", "Visitors"], ["=HYPERLINK()", "3"]]) // "Page,Visitors\r\n\"'=HYPERLINK()\",3"
 */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n");
}
