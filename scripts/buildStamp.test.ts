import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type BuildPart, type BuildStamp, hashInputs, isPartCurrent, readStamp, writeStamp } from "./buildStamp";

/** A project with two source folders, a config file and the part's output, as a build left it. */
function project(): { root: string; part: BuildPart } {
  const root = mkdtempSync(join(tmpdir(), "backline-stamp-"));
  for (const folder of ["site/app", "blocks", "schema/generated", "dist/site", "node_modules/pkg"])
    mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, "site/app/App.tsx"), "export const App = 1;\n");
  writeFileSync(join(root, "site/app/App.test.tsx"), "test\n");
  writeFileSync(join(root, "blocks/text.ts"), "export const text = 2;\n");
  writeFileSync(join(root, "schema/generated/validators.js"), "generated\n");
  writeFileSync(join(root, "node_modules/pkg/index.js"), "package\n");
  writeFileSync(join(root, "vite.config.ts"), "export default {};\n");
  writeFileSync(join(root, "dist/site/manifest.json"), "{}\n");
  const part: BuildPart = {
    name: "site",
    inputs: ["vite.config.ts", "site", "blocks", "schema", "package-lock.json"],
    exclude: ["schema/generated"],
    outputs: ["dist/site/manifest.json"],
  };
  return { root, part };
}

/** The stamp a build of `part` in `root` writes. */
function built(root: string, part: BuildPart): BuildStamp {
  return { version: 1, parts: { [part.name]: { inputs: hashInputs(root, part) } } };
}

const isCurrent = (root: string, part: BuildPart, stamp: BuildStamp) => isPartCurrent(root, stamp, part, hashInputs(root, part));

describe("the build stamp", () => {
  it("keeps an unchanged tree current, even with its files touched", () => {
    const { root, part } = project();
    const stamp = built(root, part);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, "site/app/App.tsx"), later, later);
    expect(isCurrent(root, part, stamp)).toBe(true);
  });

  it.each([
    ["a changed source file", (root: string) => writeFileSync(join(root, "site/app/App.tsx"), "export const App = 3;\n")],
    ["a changed config file", (root: string) => writeFileSync(join(root, "vite.config.ts"), "export default { x: 1 };\n")],
    ["an added file", (root: string) => writeFileSync(join(root, "blocks/button.ts"), "export const button = 1;\n")],
    ["an added empty file", (root: string) => writeFileSync(join(root, "blocks/empty.ts"), "")],
    ["a removed file", (root: string) => rmSync(join(root, "blocks/text.ts"))],
    [
      "a renamed file",
      (root: string) => {
        writeFileSync(join(root, "blocks/text2.ts"), "export const text = 2;\n");
        rmSync(join(root, "blocks/text.ts"));
      },
    ],
    ["a removed folder", (root: string) => rmSync(join(root, "blocks"), { recursive: true })],
    ["a lockfile that appears", (root: string) => writeFileSync(join(root, "package-lock.json"), "{}\n")],
    ["a missing output", (root: string) => rmSync(join(root, "dist/site/manifest.json"))],
  ])("is stale after %s", (_what, change) => {
    const { root, part } = project();
    const stamp = built(root, part);
    change(root);
    expect(isCurrent(root, part, stamp)).toBe(false);
  });

  it("is stale when a file the part recorded writing is gone", () => {
    const { root, part } = project();
    writeFileSync(join(root, "dist/site/app-1.js"), "chunk\n");
    const stamp: BuildStamp = { version: 1, parts: { site: { inputs: hashInputs(root, part), files: ["dist/site/app-1.js"] } } };
    expect(isCurrent(root, part, stamp)).toBe(true);
    rmSync(join(root, "dist/site/app-1.js"));
    expect(isCurrent(root, part, stamp)).toBe(false);
  });

  it("ignores tests, excluded paths and installed packages", () => {
    const { root, part } = project();
    const stamp = built(root, part);
    writeFileSync(join(root, "site/app/App.test.tsx"), "another test\n");
    writeFileSync(join(root, "site/app/New.test.ts"), "new test\n");
    writeFileSync(join(root, "schema/generated/validators.js"), "generated again\n");
    expect(isCurrent(root, part, stamp)).toBe(true);
  });

  it("is stale for a part it has no record of, and for another Node", () => {
    const { root, part } = project();
    expect(isCurrent(root, part, { version: 1, parts: {} })).toBe(false);
    const stamp: BuildStamp = { version: 1, parts: { site: { inputs: hashInputs(root, part, "v20.19.0") } } };
    expect(isPartCurrent(root, stamp, part, hashInputs(root, part, "v20.19.0"))).toBe(true);
    expect(isPartCurrent(root, stamp, part, hashInputs(root, part, "v22.1.0"))).toBe(false);
  });

  it("reads back what it wrote, and reads a missing or broken stamp as empty", () => {
    const { root, part } = project();
    const file = join(root, "dist/.build-stamp.json");
    expect(readStamp(file)).toEqual({ version: 1, parts: {} });
    writeStamp(file, built(root, part));
    expect(readStamp(file)).toEqual(built(root, part));
    writeFileSync(file, "{ half");
    expect(readStamp(file)).toEqual({ version: 1, parts: {} });
  });
});
