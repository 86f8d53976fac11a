/**
 * CSV as spreadsheets write and read it (RFC 4180): fields separated by commas, quoted when they
 * hold a comma, a quote or a line break, quotes doubled inside quotes.
 */

/**
 * One field for a file a spreadsheet opens: quoted as needed, and a field a spreadsheet would run
 * as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first) is kept as text with a `'`.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text, each line ended by CRLF as RFC 4180 has it. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}

/**
 * The rows of CSV text, each a list of its fields: quoted fields may hold commas, quotes and line
 * breaks; a byte-order mark and blank lines are skipped. Never throws: an unclosed quote ends at
 * the end of the text.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
    field = "";
  };
  for (; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"' && field === "") quoted = true;
    else if (character === ",") {
      row.push(field);
      field = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && text[index + 1] === "\n") index++;
      endRow();
    } else field += character;
  }
  if (field !== "" || row.length > 0) endRow();
  return rows;
}
