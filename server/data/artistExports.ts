import { ARTIST_EXPORT_DAYS, type ArtistExportStep, type ArtistExportSummary } from "../../schema/api/artistExports";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** An export that has not moved for this long was left by a stopped server: it no longer blocks a new one, and shows as failed. */
const STALLED_MS = 60 * 60 * 1000;
/** Rows stay this long after their link expired, so an old link answers "expired" rather than "not found". */
const KEEP_EXPIRED_DAYS = 30;
/** The list shows this many exports, newest first. */
const LISTED = 20;

const STALLED_PROBLEM = "The server stopped while making it: start a new export.";

interface Row {
  id: string;
  status: ArtistExportSummary["status"];
  step: string;
  done: number;
  total: number;
  bytes: string | number | null;
  requested_by: string;
  created_at: Date | string;
  updated_at: Date | string;
  finished_at: Date | string | null;
  expires_at: Date | string | null;
  storage_key: string | null;
  problem: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function summaryOf(row: Row, now: Date): ArtistExportSummary {
  const stalled = (row.status === "queued" || row.status === "running") && now.getTime() - new Date(row.updated_at).getTime() > STALLED_MS;
  return {
    id: row.id,
    status: stalled ? "failed" : row.status,
    step: row.step as ArtistExportStep,
    done: row.done,
    total: row.total,
    bytes: row.bytes === null ? null : Number(row.bytes),
    requestedBy: row.requested_by,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: iso(row.finished_at),
    expiresAt: iso(row.expires_at),
    expired: row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime(),
    problem: stalled ? STALLED_PROBLEM : row.problem,
  };
}

/** Asks for an export of the artist; the job makes it. Null while another is under way (one at a time: each reads everything). */
export async function requestArtistExport(db: Queryable, profileId: string, requestedBy: string, now: Date): Promise<string | null> {
  const id = `axp_${newId()}`;
  const rows = await db.query(
    `INSERT INTO artist_exports (id, profile_id, requested_by, created_at, updated_at)
     SELECT $1, $2, $3, $4, $4 WHERE NOT EXISTS (
       SELECT 1 FROM artist_exports WHERE profile_id = $2 AND status IN ('queued', 'running') AND updated_at > $5)
     RETURNING id`,
    [id, profileId, requestedBy, now.toISOString(), new Date(now.getTime() - STALLED_MS).toISOString()],
  );
  return rows.length > 0 ? id : null;
}

/** The artist's exports, newest first. */
export async function listArtistExports(db: Queryable, profileId: string, now: Date): Promise<ArtistExportSummary[]> {
  const rows = await db.query<Row>("SELECT * FROM artist_exports WHERE profile_id = $1 ORDER BY created_at DESC, id LIMIT $2", [
    profileId,
    LISTED,
  ]);
  return rows.map((row) => summaryOf(row, now));
}

/** One export of this artist (never another's), with where its zip is stored while it may be downloaded. */
export async function findArtistExport(
  db: Queryable,
  profileId: string,
  id: string,
  now: Date,
): Promise<{ summary: ArtistExportSummary; storageKey: string | null } | null> {
  const [row] = await db.query<Row>("SELECT * FROM artist_exports WHERE id = $1 AND profile_id = $2", [id, profileId]);
  return row ? { summary: summaryOf(row, now), storageKey: row.storage_key } : null;
}

/**
 * How long a running export's row may stay unmoved before another run may take it over: its maker
 * writes it after each file and at least every half minute (artistExportWork), so past this it is
 * a stopped server's.
 */
export const ARTIST_EXPORT_LEASE_MS = 2 * 60 * 1000;

/**
 * Takes the export to make, in one statement so two runs never both take it: queued, or running
 * with its lease lapsed (a stopped server's). Null when it is made, failed, stalled past the hour
 * (the studio has said so, and the owner may have started another) or being made by a live run.
 */
export async function claimArtistExport(db: Queryable, id: string, now: Date): Promise<{ profileId: string } | null> {
  const [row] = await db.query<{ profile_id: string }>(
    `UPDATE artist_exports SET status = 'running', updated_at = $2
     WHERE id = $1 AND status IN ('queued', 'running') AND updated_at > $3 AND (status = 'queued' OR updated_at <= $4)
     RETURNING profile_id`,
    [
      id,
      now.toISOString(),
      new Date(now.getTime() - STALLED_MS).toISOString(),
      new Date(now.getTime() - ARTIST_EXPORT_LEASE_MS).toISOString(),
    ],
  );
  return row ? { profileId: row.profile_id } : null;
}

/** Keeps a running export's lease while one file takes long (a master of gigabytes). */
export async function touchArtistExport(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query("UPDATE artist_exports SET updated_at = $2 WHERE id = $1 AND status = 'running'", [id, now.toISOString()]);
}

/** Exports queued or being made, short of the stalled hour, with when their lease lapses: what a stopped server left. */
export async function listUnfinishedArtistExports(db: Queryable, now: Date): Promise<{ id: string; leaseEndsAt: Date }[]> {
  const rows = await db.query<{ id: string; status: string; updated_at: Date | string }>(
    "SELECT id, status, updated_at FROM artist_exports WHERE status IN ('queued', 'running') AND updated_at > $1 ORDER BY created_at",
    [new Date(now.getTime() - STALLED_MS).toISOString()],
  );
  return rows.map((row) => ({
    id: row.id,
    leaseEndsAt: row.status === "queued" ? now : new Date(new Date(row.updated_at).getTime() + ARTIST_EXPORT_LEASE_MS),
  }));
}

/** Where the job is: running, on `step`, `done` of `total` files. */
export async function markArtistExportProgress(
  db: Queryable,
  id: string,
  progress: { step: ArtistExportStep; done: number; total: number },
  now: Date,
): Promise<void> {
  await db.query(
    "UPDATE artist_exports SET status = 'running', step = $2, done = $3, total = $4, updated_at = $5 WHERE id = $1 AND status IN ('queued', 'running')",
    [id, progress.step, progress.done, progress.total, now.toISOString()],
  );
}

/** Made and stored: downloadable for ARTIST_EXPORT_DAYS from now. */
export async function markArtistExportReady(db: Queryable, id: string, made: { storageKey: string; bytes: number }, now: Date) {
  const expires = new Date(now.getTime() + ARTIST_EXPORT_DAYS * 24 * 60 * 60 * 1000);
  await db.query(
    `UPDATE artist_exports SET status = 'ready', step = '', done = total, storage_key = $2, bytes = $3,
       finished_at = $4, updated_at = $4, expires_at = $5 WHERE id = $1`,
    [id, made.storageKey, made.bytes, now.toISOString(), expires.toISOString()],
  );
}

/** Could not be made, and why in words the studio shows. */
export async function markArtistExportFailed(db: Queryable, id: string, problem: string, now: Date): Promise<void> {
  await db.query("UPDATE artist_exports SET status = 'failed', problem = $2, finished_at = $3, updated_at = $3 WHERE id = $1", [
    id,
    problem,
    now.toISOString(),
  ]);
}

/**
 * The stored zips of exports whose link expired by `now`, taken off their rows (which stay, so the
 * link answers "expired") for the caller to delete; and rows a month past that, forgotten.
 */
export async function takeExpiredArtistExportFiles(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db.query<{ storage_key: string }>(
    `UPDATE artist_exports x SET storage_key = NULL FROM artist_exports old
     WHERE x.id = old.id AND x.expires_at <= $1 AND x.storage_key IS NOT NULL RETURNING old.storage_key`,
    [now.toISOString()],
  );
  await db.query("DELETE FROM artist_exports WHERE expires_at < $1", [
    new Date(now.getTime() - KEEP_EXPIRED_DAYS * 24 * 60 * 60 * 1000).toISOString(),
  ]);
  return rows.map((row) => row.storage_key);
}
