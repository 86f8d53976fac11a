import { parseCsv } from "../../runtime/csv/csv";
import type { Redirect } from "../../schema/api/redirects";
import { checkRedirect } from "../../schema/rules/checkRedirect";
import { MAX_REDIRECT_IMPORT_LINES } from "../../schema/rules/redirects";

/** The problems an import answer lists at most (the count of rows tells the rest). */
const MAX_PROBLEMS = 100;

/** What a redirects file holds: the redirects to save, each row left out and why. */
export interface RedirectRows {
  readonly rows: number;
  readonly redirects: readonly Redirect[];
  readonly problems: readonly { row: number; message: string }[];
  readonly tooLong: boolean;
}

/** Squarespace's URL mappings, one a line: `/old -> /new 301`. */
const MAPPING = /^\s*(\S+)\s*->\s*(\S+)(?:\s+(\d{3}))?\s*$/;
const HEADER = /^(from|old|source|redirect from|old url|old path|url)$/i;

/** A row's cells: a URL mapping's three parts, or its CSV fields. */
function cellsOf(row: readonly string[]): readonly string[] {
  const mapping = row.length === 1 ? MAPPING.exec(row[0] ?? "") : null;
  return mapping ? [mapping[1] ?? "", mapping[2] ?? "", mapping[3] ?? ""] : row;
}

/** 301 unless the row says 302 or temporary. */
const isPermanent = (type: string) => !/^(302|307|temporary|temp|false|no)$/i.test(type.trim());

/**
 * The redirects of a file an artist brings from their old site: a CSV of old path, new path and,
 * optionally, the type (301, 302, permanent, temporary), with or without a header row; or
 * Squarespace's URL mappings (`/old -> /new 301`). An old path may be a whole address of the old
 * site (its path is taken). Each row is checked as one added by hand; a later row for the same old
 * path wins, and the earlier is said to be replaced.
 */
export function readRedirectCsv(csv: string): RedirectRows {
  const rows = parseCsv(csv).map(cellsOf);
  if (rows.length > MAX_REDIRECT_IMPORT_LINES) return { rows: rows.length, redirects: [], problems: [], tooLong: true };
  const hasHeader = HEADER.test((rows[0]?.[0] ?? "").trim());
  const byPath = new Map<string, Redirect>();
  const rowOf = new Map<string, number>();
  const problems: { row: number; message: string }[] = [];
  const problem = (row: number, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ row, message });
  };
  for (const [index, cells] of rows.entries()) {
    if (hasHeader && index === 0) continue;
    const [from = "", to = "", type = ""] = cells.map((cell) => cell.trim());
    if (from === "" && to === "") continue;
    const checked = to === "" ? null : checkRedirect({ fromPath: from, toPath: to, permanent: isPermanent(type) });
    if (!checked?.ok) {
      problem(
        index + 1,
        checked ? (checked.refusals[0]?.message ?? "") : "This row has no new path: write the old path, then the new one.",
      );
      continue;
    }
    const earlier = rowOf.get(checked.value.fromPath);
    if (earlier !== undefined) problem(earlier, `Replaced by row ${index + 1}, which redirects the same old path.`);
    byPath.set(checked.value.fromPath, checked.value);
    rowOf.set(checked.value.fromPath, index + 1);
  }
  return { rows: rows.length - (hasHeader ? 1 : 0), redirects: [...byPath.values()], problems, tooLong: false };
}
