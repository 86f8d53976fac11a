import { type ImportColumnUse, MAX_IMPORT_COLUMNS } from "../../schema/api/emailLists";
import { NAME_MAX_LENGTH } from "../../schema/rules/registration";

/**
 * The headers an import recognises, as `headerKey` writes them: the spellings of mailing-list
 * exports and spreadsheets ("Email Address", "first_name", "Given name", "fname", "Surname"…).
 */
const HEADER_USES: ReadonlyMap<string, ImportColumnUse> = new Map([
  ["email", "email"],
  ["emailaddress", "email"],
  ["firstname", "firstName"],
  ["givenname", "firstName"],
  ["forename", "firstName"],
  ["fname", "firstName"],
  ["lastname", "lastName"],
  ["surname", "lastName"],
  ["familyname", "lastName"],
  ["lname", "lastName"],
  ["name", "fullName"],
  ["fullname", "fullName"],
]);

/** A header as compared: lowercase, without spaces, underscores, hyphens or dots ("E-mail address" is "emailaddress"). */
function headerKey(cell: string): string {
  return cell
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_.-]+/gu, "");
}

/** What a header cell names, if it is one the import reads (a Map: a header "constructor" names nothing). */
export function columnUse(cell: string): ImportColumnUse | null {
  return HEADER_USES.get(headerKey(cell)) ?? null;
}

/** A column of the file: its number from 1, and its header (empty without one), cut to the answer's length. */
export interface ImportColumn {
  readonly column: number;
  readonly header: string;
}

/** Which column each value is read from (-1: none), and which columns are used and ignored, in file order. */
export interface ImportColumns {
  readonly hasHeader: boolean;
  readonly email: number;
  readonly firstName: number;
  readonly lastName: number;
  readonly fullName: number;
  readonly used: readonly (ImportColumn & { readonly use: ImportColumnUse })[];
  readonly ignored: readonly ImportColumn[];
}

/**
 * The columns of a file whose first row is `firstRow` and whose widest row has `width` cells. The
 * first row is a header when it names a column the import reads; then the first column of each
 * use is read (a full name only when no column gives a first or last name), and the addresses are
 * in the column named for them, else in the first column not read for a name. A file without a
 * header has its addresses in its first column.
 */
export function readImportColumns(firstRow: readonly string[], width: number): ImportColumns {
  const uses = firstRow.map(columnUse);
  const hasHeader = uses.some((use) => use !== null);
  const at = (use: ImportColumnUse) => (hasHeader ? uses.indexOf(use) : -1);
  const firstName = at("firstName");
  const lastName = at("lastName");
  const fullName = firstName < 0 && lastName < 0 ? at("fullName") : -1;
  const named = at("email");
  const email = !hasHeader ? 0 : named >= 0 ? named : firstFree(width, [firstName, lastName, fullName]);
  const reads: [number, ImportColumnUse][] = [
    [email, "email"],
    [firstName, "firstName"],
    [lastName, "lastName"],
    [fullName, "fullName"],
  ];
  const used: (ImportColumn & { use: ImportColumnUse })[] = [];
  const ignored: ImportColumn[] = [];
  for (let index = 0; index < Math.max(width, firstRow.length); index++) {
    const column = { column: index + 1, header: hasHeader ? headerText(firstRow[index] ?? "") : "" };
    const use = reads.find(([read]) => read === index)?.[1];
    if (use === undefined) {
      if (ignored.length < MAX_IMPORT_COLUMNS) ignored.push(column);
    } else if (used.length < MAX_IMPORT_COLUMNS) used.push({ ...column, use });
  }
  return { hasHeader, email, firstName, lastName, fullName, used, ignored };
}

/** A header as the answer gives it: trimmed, at most 100 characters. */
const headerText = (cell: string) => Array.from(cell.trim()).slice(0, 100).join("");

/** The first of `width` columns not in `taken`, or -1. */
function firstFree(width: number, taken: readonly number[]): number {
  for (let index = 0; index < width; index++) if (!taken.includes(index)) return index;
  return -1;
}

/** Bidirectional overrides and isolates, which would turn the text around them. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A name as it is kept: plain text (a tag is dropped, and any `<` or `>` left), without control
 * characters, its spaces collapsed, trimmed, and cut to the length a fan's own name may have.
 */
export function importedName(raw: string): string {
  return cutName(plainName(raw));
}

/**
 * The first and last name in a full name: "Lovelace, Ada" is written last name first; otherwise
 * the first word is the first name and the rest the last name.
 */
export function splitFullName(raw: string): { firstName: string; lastName: string } {
  const name = plainName(raw);
  const comma = name.indexOf(",");
  if (comma >= 0) return { firstName: importedName(name.slice(comma + 1)), lastName: importedName(name.slice(0, comma)) };
  const space = name.indexOf(" ");
  return space < 0
    ? { firstName: cutName(name), lastName: "" }
    : { firstName: cutName(name.slice(0, space)), lastName: cutName(name.slice(space + 1)) };
}

function plainName(raw: string): string {
  return raw
    .replace(/<[^<>]*>/gu, "")
    .replace(/[<>]/gu, "")
    .replace(BIDI_CONTROLS, "")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
}

/** At most NAME_MAX_LENGTH UTF-16 units, as a fan's name is counted, never halving a character. */
function cutName(name: string): string {
  if (name.length <= NAME_MAX_LENGTH) return name;
  let cut = "";
  for (const character of name) {
    if (cut.length + character.length > NAME_MAX_LENGTH) break;
    cut += character;
  }
  return cut.trimEnd();
}
