import { emailMigrations, type MigrationStep, pageMigrations, siteMigrations } from "../schema/migrations";
import { CURRENT_EMAIL_SCHEMA_VERSION, CURRENT_PAGE_SCHEMA_VERSION, CURRENT_SITE_SCHEMA_VERSION } from "../schema/version";
import type { DocumentResult } from "./result";

/** The ordered upgrade steps of one document kind. Step i upgrades version i+1 to i+2. */
export interface MigrationRegistry {
  readonly kind: string;
  readonly currentVersion: number;
  readonly steps: readonly MigrationStep[];
}

/**
 * Builds a registry and checks it once, at start-up: names are unique and the steps lead from
 * version 1 to `currentVersion` without a gap.
 */
export function createMigrationRegistry(
  kind: string,
  steps: readonly MigrationStep[],
  currentVersion = steps.length + 1,
): MigrationRegistry {
  if (currentVersion !== steps.length + 1) {
    throw new Error(
      `${kind} migrations lead to version ${steps.length + 1}, but the current version is ${currentVersion}: a step is missing.`,
    );
  }
  const names = new Set<string>();
  for (const step of steps) {
    if (names.has(step.name)) throw new Error(`${kind} migration "${step.name}" is registered twice.`);
    names.add(step.name);
  }
  return { kind, currentVersion, steps };
}

/** The built-in registries, one per kind of document, each checked against its kind's current version. */
export const defaultMigrations = {
  page: createMigrationRegistry("page", pageMigrations, CURRENT_PAGE_SCHEMA_VERSION),
  site: createMigrationRegistry("site", siteMigrations, CURRENT_SITE_SCHEMA_VERSION),
  email: createMigrationRegistry("email", emailMigrations, CURRENT_EMAIL_SCHEMA_VERSION),
};

export interface Migrated {
  document: Record<string, unknown>;
  /** The version the input was written for. */
  fromVersion: number;
}

/**
 * Upgrades `document` to the registry's current version. The input is never mutated; unknown
 * properties are kept by the steps. A newer document than this build knows is refused.
 */
export function migrateDocument(document: Record<string, unknown>, registry: MigrationRegistry): DocumentResult<Migrated> {
  const version = document.schemaVersion;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    return {
      ok: false,
      errors: [
        {
          pointer: Object.hasOwn(document, "schemaVersion") ? "/schemaVersion" : "",
          rule: "schema-version",
          message: `"schemaVersion" must be a whole number from 1 to ${registry.currentVersion}.`,
        },
      ],
    };
  }
  if (version > registry.currentVersion) {
    return {
      ok: false,
      errors: [
        {
          pointer: "/schemaVersion",
          rule: "schema-version",
          message: `This document was written for schema version ${version}; this version of Backline reads up to ${registry.currentVersion}.`,
        },
      ],
    };
  }
  if (version === registry.currentVersion) return { ok: true, value: { document, fromVersion: version } };

  let current: Record<string, unknown> = structuredClone(document);
  for (let from = version; from < registry.currentVersion; from++) {
    const step = registry.steps[from - 1] as MigrationStep;
    try {
      current = { ...step.up(current), schemaVersion: from + 1 };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        errors: [
          {
            pointer: "",
            rule: "migration",
            message: `Could not upgrade the document from version ${from} (${step.name}): ${reason}`,
          },
        ],
      };
    }
  }
  return { ok: true, value: { document: current, fromVersion: version } };
}
