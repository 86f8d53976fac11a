import { defaultMigrations, migrateDocument } from "../../runtime/migrate";
import type { BacklineDocument } from "../../runtime/parse";
import type { DocumentError } from "../../runtime/result";
import type { DocumentSummary, StoredDocument } from "../../schema/api/documents";
import { HOME_PATH, SITE_DOCUMENT_ID } from "../../schema/rules/documents";
import { type Database, inTransaction, type Queryable } from "../db/database";

type Json = Record<string, unknown>;
/** The kinds this table holds: the site, its pages, and the artist's emails (never published). */
type DocumentKind = "page" | "site" | "email";

interface DocumentRow {
  id: string;
  kind: DocumentKind;
  draft: Json;
  version: number;
  published: Json | null;
  published_version: number | null;
  updated_at: Date | string;
}

const COLUMNS = "id, kind, draft, version, published, published_version, updated_at";

/** A stored document that could not be brought to the current schema version, and why. */
export interface FailedMigration {
  readonly kind: DocumentKind;
  /** The id it is stored under. */
  readonly id: string;
  readonly errors: readonly DocumentError[];
}

/** Where a failed migration is told: a route passes one that writes to its request's log. */
export type MigrationReport = (failure: FailedMigration) => void;

/** A report into a pino-style log (Fastify's `request.log`): one warning per failed migration. */
export function logFailedMigrations(log: { warn(details: object, message: string): void }): MigrationReport {
  return (failure) => log.warn({ migration: failure }, `stored ${failure.kind} "${failure.id}" failed to migrate`);
}

/** Without a caller's log, a failure still reaches the server's output as a Node warning. */
const warnProcess: MigrationReport = (failure) =>
  process.emitWarning(`stored ${failure.kind} "${failure.id}" failed to migrate: ${failure.errors[0]?.message ?? "unknown reason"}`, {
    code: "BACKLINE_MIGRATION_FAILED",
  });

/**
 * A stored document as its current schema version: older ones are migrated on load, never
 * rewritten in place. One that cannot be (written by a newer Backline, or broken) is reported and
 * served as it is stored, so nothing of it is lost.
 */
function upgraded(document: Json, kind: DocumentKind, id: string, report: MigrationReport): Json {
  const migrated = migrateDocument(document, defaultMigrations[kind]);
  if (migrated.ok) return migrated.value.document;
  report({ kind, id, errors: migrated.errors });
  return document;
}

function toStored(row: DocumentRow, report: MigrationReport): StoredDocument {
  return {
    id: row.id,
    kind: row.kind,
    draft: upgraded(row.draft, row.kind, row.id, report),
    version: row.version,
    published: row.published === null ? null : upgraded(row.published, row.kind, row.id, report),
    publishedVersion: row.published_version,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The id a document is stored under: its own for a page, `site` for the site document. */
export function documentIdOf(document: BacklineDocument): string {
  return document.kind === "site" ? SITE_DOCUMENT_ID : document.id;
}

/** An artist's documents: the site first, then pages by path, then emails by title. */
export async function listDocuments(db: Queryable, profileId: string): Promise<DocumentSummary[]> {
  const rows = await db.query<Omit<DocumentRow, "draft" | "published"> & { title: string | null; path: string | null }>(
    `SELECT id, kind, draft->>'title' AS title, draft->>'path' AS path, version, published_version, updated_at
     FROM documents WHERE profile_id = $1
     ORDER BY kind = 'email', kind = 'page', draft->>'path', lower(draft->>'title'), id`,
    [profileId],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.kind === "site" ? "Site" : (row.title ?? row.id),
    path: row.kind === "site" ? null : row.path,
    version: row.version,
    publishedVersion: row.published_version,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

export async function findDocument(
  db: Queryable,
  profileId: string,
  id: string,
  report: MigrationReport = warnProcess,
): Promise<StoredDocument | null> {
  const [row] = await db.query<DocumentRow>(`SELECT ${COLUMNS} FROM documents WHERE profile_id = $1 AND id = $2`, [profileId, id]);
  return row ? toStored(row, report) : null;
}

export type SaveResult =
  | { ok: true; created: boolean; document: StoredDocument }
  /** Created without a base version, but it exists; or saved on a version that is no longer the current one. */
  | { ok: false; reason: "exists" | "stale"; current: StoredDocument }
  /** Saved on a base version, but the document is gone (deleted since it was loaded). */
  | { ok: false; reason: "missing" }
  /** Saved over a document of another kind (an email over a page). */
  | { ok: false; reason: "kind"; current: StoredDocument }
  /** Another page of the artist already uses the path (as its draft or as what fans see). */
  | { ok: false; reason: "path-taken"; path: string; takenBy: { id: string; title: string } };

/**
 * Saves a draft: creates the document when `baseVersion` is absent, else updates it only if its
 * version is still `baseVersion` (compare-and-set in one UPDATE, so of two saves on the same version
 * exactly one wins). Saves of one artist run one at a time, so two pages cannot take one path.
 * `document` must already be parsed (runtime/parse): validated and migrated.
 *
 * @example
 * const parsed = parseDocument(json, { registry: siteBlocks });
 * if (parsed.ok) await saveDocument(db, profileId, parsed.value);
 */
export function saveDocument(
  db: Database | Queryable,
  profileId: string,
  document: BacklineDocument,
  { baseVersion, report = warnProcess }: { baseVersion?: number; report?: MigrationReport } = {},
): Promise<SaveResult> {
  const id = documentIdOf(document);
  const draft = JSON.stringify(document);
  return inTransaction(db, async (tx): Promise<SaveResult> => {
    // A lock on the artist's row that does not block rows referring to it (FOR KEY SHARE).
    await tx.query("SELECT id FROM profiles WHERE id = $1 FOR NO KEY UPDATE", [profileId]);
    if (document.kind === "page") {
      const [taken] = await tx.query<{ id: string; title: string }>(
        `SELECT id, draft->>'title' AS title FROM documents
         WHERE profile_id = $1 AND kind = 'page' AND id <> $2 AND (draft->>'path' = $3 OR published->>'path' = $3)
         ORDER BY id LIMIT 1`,
        [profileId, id, document.path],
      );
      if (taken) return { ok: false, reason: "path-taken", path: document.path, takenBy: taken };
    }
    if (baseVersion === undefined) {
      const [row] = await tx.query<DocumentRow>(
        `INSERT INTO documents (profile_id, id, kind, draft, version) VALUES ($1, $2, $3, $4::jsonb, 1)
         ON CONFLICT (profile_id, id) DO NOTHING RETURNING ${COLUMNS}`,
        [profileId, id, document.kind, draft],
      );
      if (row) return { ok: true, created: true, document: toStored(row, report) };
    } else {
      const [row] = await tx.query<DocumentRow>(
        `UPDATE documents SET draft = $3::jsonb, version = version + 1, updated_at = now()
         WHERE profile_id = $1 AND id = $2 AND version = $4 AND kind = $5 RETURNING ${COLUMNS}`,
        [profileId, id, draft, baseVersion, document.kind],
      );
      if (row) return { ok: true, created: false, document: toStored(row, report) };
    }
    const current = await findDocument(tx, profileId, id, report);
    if (!current) return { ok: false, reason: "missing" };
    if (current.kind !== document.kind) return { ok: false, reason: "kind", current };
    return { ok: false, reason: baseVersion === undefined ? "exists" : "stale", current };
  });
}

export type PublishResult =
  | { ok: true; document: StoredDocument }
  | { ok: false; reason: "missing" }
  /** Emails are sent, never published. */
  | { ok: false; reason: "email" }
  | { ok: false; reason: "stale"; current: StoredDocument };

/** Copies the draft to what fans see; with `version`, only if the draft is still that version. */
export async function publishDocument(
  db: Queryable,
  profileId: string,
  id: string,
  version?: number,
  report: MigrationReport = warnProcess,
): Promise<PublishResult> {
  const [row] = await db.query<DocumentRow>(
    `UPDATE documents SET published = draft, published_version = version
     WHERE profile_id = $1 AND id = $2 AND kind <> 'email' AND ($3::integer IS NULL OR version = $3) RETURNING ${COLUMNS}`,
    [profileId, id, version ?? null],
  );
  if (row) return { ok: true, document: toStored(row, report) };
  const current = await findDocument(db, profileId, id);
  if (current?.kind === "email") return { ok: false, reason: "email" };
  return current ? { ok: false, reason: "stale", current } : { ok: false, reason: "missing" };
}

export type DeleteResult = { ok: true } | { ok: false; reason: "missing" | "site" | "home" };

/** Deletes a page or an email. The site document and the home page (path `/`, drafted or published) stay. */
export async function deleteDocument(db: Queryable, profileId: string, id: string): Promise<DeleteResult> {
  const rows = await db.query(
    `DELETE FROM documents
     WHERE profile_id = $1 AND id = $2
       AND (kind = 'email' OR (kind = 'page' AND draft->>'path' <> $3 AND coalesce(published->>'path', '') <> $3))
     RETURNING id`,
    [profileId, id, HOME_PATH],
  );
  if (rows.length > 0) return { ok: true };
  const current = await findDocument(db, profileId, id);
  if (!current) return { ok: false, reason: "missing" };
  return { ok: false, reason: current.kind === "site" ? "site" : "home" };
}

/** What fans see of the site document, or null before it is first published. */
export async function findPublishedSite(db: Queryable, profileId: string, report: MigrationReport = warnProcess): Promise<Json | null> {
  const [row] = await db.query<{ published: Json }>(
    "SELECT published FROM documents WHERE profile_id = $1 AND id = $2 AND kind = 'site' AND published IS NOT NULL",
    [profileId, SITE_DOCUMENT_ID],
  );
  return row ? upgraded(row.published, "site", SITE_DOCUMENT_ID, report) : null;
}

/** The published page at `path`, or null. */
export async function findPublishedPage(
  db: Queryable,
  profileId: string,
  path: string,
  report: MigrationReport = warnProcess,
): Promise<Json | null> {
  const [row] = await db.query<{ id: string; published: Json }>(
    "SELECT id, published FROM documents WHERE profile_id = $1 AND kind = 'page' AND published->>'path' = $2 ORDER BY id LIMIT 1",
    [profileId, path],
  );
  return row ? upgraded(row.published, "page", row.id, report) : null;
}

/** The paths of an artist's published pages, in path order (for the sitemap), but those hidden from search engines. */
export async function listPublishedPagePaths(db: Queryable, profileId: string): Promise<string[]> {
  const rows = await db.query<{ path: string }>(
    `SELECT published->>'path' AS path FROM documents
     WHERE profile_id = $1 AND kind = 'page' AND published IS NOT NULL AND (published->>'hideFromSearch') IS DISTINCT FROM 'true'
     ORDER BY 1`,
    [profileId],
  );
  return rows.map((row) => row.path);
}
