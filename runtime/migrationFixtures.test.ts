import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../blocks/registry";
import { emailMigrations, type MigrationStep, pageMigrations, siteMigrations } from "../schema/migrations";
import {
  CURRENT_EMAIL_SCHEMA_VERSION,
  CURRENT_PAGE_SCHEMA_VERSION,
  CURRENT_SCHEMA_VERSIONS,
  CURRENT_SITE_SCHEMA_VERSION,
} from "../schema/version";
import { createMigrationRegistry, defaultMigrations, migrateDocument } from "./migrate";
import { parseDocument } from "./parse";

type Kind = "page" | "site";
interface MigrationFixture {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const fixturesDir = fileURLToPath(new URL("../tests/fixtures/migrations/", import.meta.url));
const builtIn: Record<Kind, readonly MigrationStep[]> = { page: pageMigrations, site: siteMigrations };
const allSteps = (["page", "site"] as const).flatMap((kind) => builtIn[kind].map((step, index) => ({ kind, name: step.name, index })));

/**
 * What is wrong with the fixture of step `index` of `steps`: its `before` must be a `kind` document
 * at the step's old version, and upgrading it with that step alone must give its `after`.
 */
function fixtureProblems(kind: Kind, steps: readonly MigrationStep[], index: number, fixture: MigrationFixture): string[] {
  const { before, after } = fixture;
  const problems: string[] = [];
  if (before.kind !== kind) problems.push(`"before" must be a ${kind} document`);
  if (before.schemaVersion !== index + 1) problems.push(`"before" must have schemaVersion ${index + 1}`);
  const upgraded = migrateDocument(before, createMigrationRegistry(kind, steps.slice(0, index + 1)));
  if (!upgraded.ok) return [...problems, ...upgraded.errors.map((error) => error.message)];
  if (!isDeepStrictEqual(upgraded.value.document, after)) problems.push(`"before" upgraded is not "after"`);
  return problems;
}

describe("the built-in migrations", () => {
  it("lead each kind to its current version without a gap", () => {
    expect(CURRENT_SCHEMA_VERSIONS).toEqual({
      page: CURRENT_PAGE_SCHEMA_VERSION,
      site: CURRENT_SITE_SCHEMA_VERSION,
      email: CURRENT_EMAIL_SCHEMA_VERSION,
    });
    expect(defaultMigrations.email.currentVersion).toBe(CURRENT_EMAIL_SCHEMA_VERSION);
    expect(emailMigrations.length + 1).toBe(CURRENT_EMAIL_SCHEMA_VERSION);
    expect(defaultMigrations.page.currentVersion).toBe(CURRENT_PAGE_SCHEMA_VERSION);
    expect(defaultMigrations.site.currentVersion).toBe(CURRENT_SITE_SCHEMA_VERSION);
    expect(pageMigrations.length + 1).toBe(CURRENT_PAGE_SCHEMA_VERSION);
    expect(siteMigrations.length + 1).toBe(CURRENT_SITE_SCHEMA_VERSION);
    expect(defaultMigrations.page.steps).toBe(pageMigrations);
    expect(defaultMigrations.site.steps).toBe(siteMigrations);
  });

  it("have names unique across both kinds, since each names a fixture file", () => {
    const names = allSteps.map((step) => step.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
  });

  it("have a fixture for every step and no fixture without a step", () => {
    const files = readdirSync(fixturesDir).filter((file) => file.endsWith(".json"));
    expect(files.sort()).toEqual(allSteps.map((step) => `${step.name}.json`).sort());
  });

  it.each(allSteps)("$kind step $index, $name: its fixture's before upgrades to its after", ({ kind, name, index }) => {
    const file = `${fixturesDir}${name}.json`;
    expect(existsSync(file), `missing tests/fixtures/migrations/${name}.json`).toBe(true);
    const fixture = JSON.parse(readFileSync(file, "utf8")) as MigrationFixture;
    expect(fixtureProblems(kind, builtIn[kind], index, fixture)).toEqual([]);
    if (index + 2 === CURRENT_SCHEMA_VERSIONS[kind])
      expect(parseDocument(fixture.after, { registry: siteBlocks })).toMatchObject({ ok: true });
  });
});

describe("the fixture check itself", () => {
  const steps: MigrationStep[] = [
    { name: "AddDescription", up: (document) => ({ ...document, description: "" }) },
    { name: "RenameTitle", up: ({ title, ...rest }) => ({ ...rest, heading: title }) },
  ];
  const v2 = { schemaVersion: 2, kind: "page", title: "Home", description: "", extra: 1 };

  it("accepts a fixture whose before upgrades to its after by that step alone", () => {
    const fixture = { before: v2, after: { schemaVersion: 3, kind: "page", description: "", extra: 1, heading: "Home" } };
    expect(fixtureProblems("page", steps, 1, fixture)).toEqual([]);
  });

  it("refuses a wrong after, a wrong version and a wrong kind", () => {
    const after = { schemaVersion: 3, kind: "page", description: "", heading: "Home" };
    expect(fixtureProblems("page", steps, 1, { before: v2, after })).toEqual([`"before" upgraded is not "after"`]);
    expect(fixtureProblems("site", steps, 0, { before: v2, after })).toEqual([
      `"before" must be a site document`,
      `"before" must have schemaVersion 1`,
      `"before" upgraded is not "after"`,
    ]);
  });
});
