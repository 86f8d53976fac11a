import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * DESIGN.md's dependency direction is enforced by Biome (biome.jsonc). These probes prove the rule
 * bites: each imports one folder from another, and Biome must flag exactly the forbidden ones.
 */
const probes: { from: string; imports: string; allowed: boolean }[] = [
  { from: "schema/probe.ts", imports: "../runtime/parse", allowed: false },
  { from: "schema/blocks/probe.ts", imports: "../../blocks/registry", allowed: false },
  { from: "runtime/probe.ts", imports: "../schema/page", allowed: true },
  { from: "runtime/probe.ts", imports: "../blocks/registry", allowed: false },
  { from: "runtime/operations/probe.ts", imports: "../../site/main", allowed: false },
  { from: "runtime/interpreter/probe.ts", imports: "../../editor/canvas", allowed: false },
  { from: "blocks/text/probe.ts", imports: "../../runtime/tree", allowed: true },
  { from: "blocks/text/probe.ts", imports: "../../schema/page", allowed: true },
  { from: "blocks/text/probe.ts", imports: "../../editor/panel", allowed: false },
  { from: "blocks/emailList/probe.ts", imports: "../../machines/emailList/emailListFormMachine", allowed: true },
  { from: "blocks/text/probe.ts", imports: "../../server/app", allowed: false },
  { from: "machines/probe.ts", imports: "react", allowed: false },
  { from: "machines/probe.ts", imports: "../runtime/tree", allowed: false },
  { from: "machines/probe.ts", imports: "../schema/page", allowed: true },
  { from: "site/probe.ts", imports: "../blocks/registry", allowed: true },
  { from: "site/probe.ts", imports: "../server/app", allowed: false },
  { from: "integrator/probe.ts", imports: "../tests/fixtures", allowed: false },
  { from: "server/probe.ts", imports: "../site/main", allowed: true },
  { from: "server/probe.ts", imports: "../bench/run", allowed: false },
];

let workspace: string;
let flagged: Set<string>;

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), "backline-layers-"));
  writeFileSync(join(workspace, "biome.json"), JSON.stringify({ root: true, extends: [resolve("biome.jsonc")], vcs: { enabled: false } }));
  probes.forEach((probe, i) => {
    const file = join(workspace, probe.from.replace("probe.ts", `probe${i}.ts`));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `import * as probe from "${probe.imports}";\nexport const used = probe;\n`);
  });
  const result = spawnSync(resolve("node_modules/.bin/biome"), ["lint", "--colors=off", "--max-diagnostics=none", "."], {
    cwd: workspace,
    encoding: "utf8",
  });
  const output = `${result.stdout}${result.stderr}`;
  flagged = new Set(
    [...output.matchAll(/^(\S+probe\d+\.ts):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((match) => match[1] as string),
  );
}, 30_000);

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe("the dependency direction lint rule", () => {
  it.each(probes.map((probe, i) => ({ ...probe, file: probe.from.replace("probe.ts", `probe${i}.ts`) })))(
    "$from importing $imports (allowed: $allowed)",
    ({ file, allowed }) => {
      expect(flagged.has(file)).toBe(!allowed);
    },
  );
});
