import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isTestFile } from "./importRules";

/**
 * SQL lives in server/data/ (a function per query) and, for the database itself (drivers,
 * migrations), in server/db/. Routes, server rendering, jobs and every other production file call
 * those functions and never build a query (CONTRIBUTING.md, "Add an API route").
 */
const SQL_FOLDERS = /^server\/(?:data|db)\//;

/** What building a query looks like: a call of `query` on a database, a `sql` template, or SQL's statements in a string. */
const SQL_SIGNS: readonly { what: string; pattern: RegExp }[] = [
  { what: "a database query call", pattern: /\.query\s*(?:<[^>]*>\s*)?\(/ },
  { what: "a sql`…` template", pattern: /\bsql\s*`/ },
  { what: "a SELECT", pattern: /\bSELECT\s+(?:[\w*"(]|$)/m },
  { what: "an INSERT", pattern: /\bINSERT\s+INTO\b/ },
  { what: "an UPDATE", pattern: /\bUPDATE\s+\w+\s+SET\b/ },
  { what: "a DELETE", pattern: /\bDELETE\s+FROM\b/ },
];

/** Every SQL sign in a file outside the SQL folders, as "path: what". */
function sqlOutsideData(files: readonly { path: string; text: string }[]): string[] {
  return files
    .filter(({ path }) => !SQL_FOLDERS.test(path))
    .flatMap(({ path, text }) => SQL_SIGNS.filter(({ pattern }) => pattern.test(text)).map(({ what }) => `${path}: ${what}`));
}

/** Every production source file: tracked or new, not ignored, not a test or a test kit. */
function productionFiles(): { path: string; text: string }[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", "*.ts", "*.tsx", "*.js", "*.mjs"], {
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((path) => path !== "" && !/^(tests|node_modules|dist)\//.test(path) && !isTestFile(path))
    .map((path) => ({ path, text: readFileSync(path, "utf8") }));
}

describe("SQL", () => {
  it("is written only in server/data (and server/db for the database itself)", () => {
    const files = productionFiles();
    expect(files.filter(({ path }) => path.startsWith("server/routes/")).length).toBeGreaterThan(10);
    expect(sqlOutsideData(files)).toEqual([]);
  });

  it("is found where it does not belong", () => {
    // The sitemap as it was: two queries written in server/ssr.
    const oldSitemap = `const pages = await db.query<{ path: string }>(
      "SELECT published->>'path' AS path FROM documents WHERE profile_id = $1 AND kind = 'page' AND published IS NOT NULL ORDER BY 1",
      [profileId],
    );`;
    expect(sqlOutsideData([{ path: "server/ssr/sitemap.ts", text: oldSitemap }])).toEqual([
      "server/ssr/sitemap.ts: a database query call",
      "server/ssr/sitemap.ts: a SELECT",
    ]);
    expect(sqlOutsideData([{ path: "server/routes/probe.ts", text: "await tx.query(sql);" }])).toHaveLength(1);
    expect(sqlOutsideData([{ path: "server/routes/probe.ts", text: "const text = sql`DELETE FROM posts`;" }])).toHaveLength(2);
    expect(sqlOutsideData([{ path: "server/demo/probe.ts", text: '"INSERT INTO app_settings (key) VALUES ($1)"' }])).toHaveLength(1);
    expect(sqlOutsideData([{ path: "server/media/probe.ts", text: '"UPDATE posts SET media = $1"' }])).toHaveLength(1);
  });

  it("may be written in server/data and server/db, and prose may name it", () => {
    expect(sqlOutsideData([{ path: "server/data/probe.ts", text: 'db.query("SELECT 1")' }])).toEqual([]);
    expect(sqlOutsideData([{ path: "server/db/probe.ts", text: 'db.query("SELECT 1")' }])).toEqual([]);
    expect(sqlOutsideData([{ path: "server/routes/probe.ts", text: "request.query.path; // select the page" }])).toEqual([]);
  });
});
