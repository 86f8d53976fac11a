import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isTestFile } from "./importRules";

/**
 * A limit is written once, in the schema the server validates with (issue 33, item 4): the studio's
 * fields and the settings panels read it through `fieldLimits` (schema/fieldLimits.ts) or a named
 * constant of schema/, never as a number of their own, so a field cannot let through what the
 * server refuses, or refuse what it takes.
 */
const LITERAL_LENGTH = /\b(?:maxLength|minLength)=\{\d/g;
/** A number field's bounds written in a settings panel (a slider's range is the panel's own choice). */
const LITERAL_BOUND = /<(?:NumberField|SpacingField)\b[^>]*?\b(?:min|max)=\{\d/gs;

function literalLimits(path: string, text: string): string[] {
  const found = [...text.matchAll(LITERAL_LENGTH)];
  if (path.endsWith("Settings.tsx")) found.push(...text.matchAll(LITERAL_BOUND));
  return found.map((match) => `${path}:${text.slice(0, match.index).split("\n").length}`);
}

describe("field limits", () => {
  it("are read from the schema in every panel and studio form", () => {
    const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", "*.tsx"], { encoding: "utf8" });
    const files = listed.split("\n").filter((path) => /^(?:blocks|email|editor)\//.test(path) && !isTestFile(path));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => literalLimits(path, readFileSync(path, "utf8")))).toEqual([]);
  });

  it("finds a number written into a field, and lets a schema's limit through", () => {
    const written = '<TextField label="Title" maxLength={200} />\n<NumberField label="Gap"\n  min={0} max={48} />';
    expect(literalLimits("email/blocks/x/XSettings.tsx", written)).toEqual([
      "email/blocks/x/XSettings.tsx:1",
      "email/blocks/x/XSettings.tsx:2",
    ]);
    const read = "<TextField {...fieldLimits(schema.properties.title)} />\n<NumberField {...fieldLimits(schema.properties.gap)} />";
    expect(literalLimits("email/blocks/x/XSettings.tsx", read)).toEqual([]);
  });
});
