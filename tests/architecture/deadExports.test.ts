import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isTestFile } from "./importRules";

/**
 * An export nothing reads is dead code that looks alive: a body type in schema/api/ that no route
 * uses, a helper a refactor left behind. Such exports came back once after being removed, so this
 * finds every export of production code whose name no other file (tests included) mentions, nor
 * its own file outside the declaration. Names are matched as words, which is enough: a false "used"
 * (the same word elsewhere) only lets an export through, it never fails the build wrongly.
 */
const EXPORT = /^export (?:declare )?(?:const|let|type|interface|function|async function|class|enum|abstract class) (\w+)/gm;

interface Source {
  readonly path: string;
  readonly text: string;
}

/** The exports of `files` (production code) that no file of `all` reads, as "path: name". */
function deadExports(files: readonly Source[], all: readonly Source[]): string[] {
  // How many files mention each word, so each export costs one lookup.
  const filesWithWord = new Map<string, number>();
  for (const { text } of all) {
    for (const word of new Set(text.match(/\w+/g))) filesWithWord.set(word, (filesWithWord.get(word) ?? 0) + 1);
  }
  const dead: string[] = [];
  for (const { path, text } of files) {
    for (const match of text.matchAll(EXPORT)) {
      const name = match[1] as string;
      const usedElsewhere = (filesWithWord.get(name) ?? 0) > 1;
      const usedHere = (text.match(new RegExp(`\\b${name}\\b`, "g")) ?? []).length > 1;
      if (!usedElsewhere && !usedHere) dead.push(`${path}: ${name}`);
    }
  }
  return dead;
}

function sources(): Source[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", "*.ts", "*.tsx"], {
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((path) => path !== "" && !path.startsWith("node_modules/") && !path.startsWith("dist/"))
    .map((path) => ({ path, text: readFileSync(path, "utf8") }));
}

const PRODUCTION = /^(?:schema|runtime|machines|blocks|client|site|editor|email|studio|server|integrator)\//;

describe("exports", () => {
  it("are each read somewhere: no dead export in production code", () => {
    const all = sources();
    const production = all.filter(({ path }) => PRODUCTION.test(path) && !isTestFile(path) && !path.startsWith("schema/generated/"));
    expect(production.length).toBeGreaterThan(300);
    expect(deadExports(production, all)).toEqual([]);
  });

  it("finds an export no one reads, and lets through one that is read", () => {
    const files = [
      { path: "schema/api/probe.ts", text: "export type ProbeBody = { a: 1 };\nexport const probeSchema = {};\n" },
      { path: "server/routes/probe.ts", text: 'import { probeSchema } from "../../schema/api/probe";\n' },
    ];
    expect(deadExports(files.slice(0, 1), files)).toEqual(["schema/api/probe.ts: ProbeBody"]);
  });
});
