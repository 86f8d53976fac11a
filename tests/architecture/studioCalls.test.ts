import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productionFiles } from "./productionFiles";

/**
 * The studio's calls follow one convention: each lives in a domain's object in `editor/api/`
 * (`studioApi`, `domainsApi`, `newslettersApi`, …), goes through the site's one HTTP client and
 * `studioCall` (a refusal becomes an ApiError in the server's words), and a component takes that
 * object as its `api` prop, so its tests give their own. No component reaches the client itself.
 */
const CALLS_FOLDER = "editor/api/";

/** Whether a file's text takes the HTTP client (`api` from client/api/client) or the fetch client itself (client/api/http). */
function reachesHttpClient(text: string): boolean {
  const imports = text.match(/import\s+(?:type\s+)?\{[^}]*\}\s*from\s*["'][^"']+["']|import\s+\w+\s+from\s*["'][^"']+["']/g) ?? [];
  return imports.some(
    (statement) =>
      /client\/api\/http["']$/.test(statement) ||
      (/client\/api\/client["']$/.test(statement) && /[{,]\s*api\s*[,}]/.test(statement) && !/^import\s+type/.test(statement)),
  );
}

describe("the studio's calls", () => {
  it("are made only in editor/api", () => {
    const studio = productionFiles(process.cwd()).filter((path) => /^(editor|email|studio)\//.test(path) && !path.startsWith(CALLS_FOLDER));
    expect(studio.length).toBeGreaterThan(100);
    expect(studio.filter((path) => reachesHttpClient(readFileSync(path, "utf8")))).toEqual([]);
  });

  it("are told apart from other imports of the client", () => {
    expect(reachesHttpClient('import { api } from "../../client/api/client";')).toBe(true);
    expect(reachesHttpClient('import { ApiError, api, refusal } from "../../client/api/client";')).toBe(true);
    expect(reachesHttpClient('import { createHttpClient } from "../../client/api/http";')).toBe(true);
    expect(reachesHttpClient('import { ApiError } from "../../client/api/client";')).toBe(false);
    expect(reachesHttpClient('import { apiSiteData } from "../../client/data/apiSiteData";')).toBe(false);
  });
});
