/**
 * Document migrations, in order. Step N upgrades a document from schemaVersion N to N+1, so the
 * current version is always `steps.length + 1`. Each step has a name saying what it does, never
 * mutates its input, keeps properties it does not know, and has a fixture in
 * `tests/fixtures/migrations/<name>.json` (a test fails otherwise).
 */
export interface MigrationStep {
  /** What the step does, such as `AddButtonVariant`. */
  readonly name: string;
  /** Returns an upgraded copy of `document`. */
  readonly up: (document: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}

export const pageMigrations: readonly MigrationStep[] = [];
export const siteMigrations: readonly MigrationStep[] = [];
