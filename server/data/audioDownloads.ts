import type { DownloadFormat } from "../audio/downloadFormats";
import type { DownloadTags } from "../audio/makeDownload";
import type { Queryable } from "../db/database";
import type { AudioState } from "./audioFiles";

/**
 * A download file: one per master, format and tags (title, album, track number, year, cover),
 * made once by a job and shared by every buyer of the release.
 */
export interface AudioDownload {
  readonly masterKey: string;
  readonly format: DownloadFormat;
  readonly tagsHash: string;
  readonly tags: DownloadTags;
  readonly coverKey: string | null;
  readonly state: AudioState;
  readonly problem: string | null;
  readonly attempts: number;
  readonly storageKey: string;
  readonly size: number | null;
}

interface DownloadRow {
  master_key: string;
  format: DownloadFormat;
  tags_hash: string;
  tags: DownloadTags;
  cover_key: string | null;
  state: AudioState;
  problem: string | null;
  attempts: number;
  storage_key: string;
  size: string | number | null;
}

const COLUMNS = "master_key, format, tags_hash, tags, cover_key, state, problem, attempts, storage_key, size";

const toDownload = (row: DownloadRow): AudioDownload => ({
  masterKey: row.master_key,
  format: row.format,
  tagsHash: row.tags_hash,
  tags: row.tags,
  coverKey: row.cover_key,
  state: row.state,
  problem: row.problem,
  attempts: row.attempts,
  storageKey: row.storage_key,
  size: row.size === null ? null : Number(row.size),
});

/** Which download: the master, the format, and the hash of what it is tagged with. */
export interface DownloadId {
  readonly masterKey: string;
  readonly format: DownloadFormat;
  readonly tagsHash: string;
}

/** The download, asked for (queued) if it was not yet; a failed one is queued again with fresh tries. */
export async function requestDownload(
  db: Queryable,
  wanted: DownloadId & { tags: DownloadTags; coverKey: string | null; storageKey: string },
): Promise<AudioDownload> {
  const [row] = await db.query<DownloadRow>(
    `INSERT INTO audio_downloads (master_key, format, tags_hash, tags, cover_key, storage_key) VALUES ($1, $2, $3, $4::jsonb, $5, $6)
     ON CONFLICT (master_key, format, tags_hash) DO UPDATE
       SET state = CASE WHEN audio_downloads.state = 'failed' THEN 'queued' ELSE audio_downloads.state END,
           attempts = CASE WHEN audio_downloads.state = 'failed' THEN 0 ELSE audio_downloads.attempts END
     RETURNING ${COLUMNS}`,
    [wanted.masterKey, wanted.format, wanted.tagsHash, JSON.stringify(wanted.tags), wanted.coverKey, wanted.storageKey],
  );
  return toDownload(row as DownloadRow);
}

export async function findDownload(db: Queryable, id: DownloadId): Promise<AudioDownload | null> {
  const [row] = await db.query<DownloadRow>(
    `SELECT ${COLUMNS} FROM audio_downloads WHERE master_key = $1 AND format = $2 AND tags_hash = $3`,
    [id.masterKey, id.format, id.tagsHash],
  );
  return row ? toDownload(row) : null;
}

/** Marks a download as being made, one attempt more; null when it is ready, failed for good or gone. */
export async function startDownload(db: Queryable, id: DownloadId): Promise<AudioDownload | null> {
  const [row] = await db.query<DownloadRow>(
    `UPDATE audio_downloads SET state = 'processing', attempts = attempts + 1, updated_at = now()
     WHERE master_key = $1 AND format = $2 AND tags_hash = $3 AND state IN ('queued', 'processing') RETURNING ${COLUMNS}`,
    [id.masterKey, id.format, id.tagsHash],
  );
  return row ? toDownload(row) : null;
}

/** Ends an attempt: ready with the file's size, or the reason it failed (queued again while tries remain). */
export async function endDownload(
  db: Queryable,
  id: DownloadId,
  outcome: { state: "ready"; size: number } | { state: "queued" | "failed"; problem: string },
): Promise<void> {
  await db.query(
    `UPDATE audio_downloads SET state = $4, size = $5, problem = $6, updated_at = now()
     WHERE master_key = $1 AND format = $2 AND tags_hash = $3`,
    [
      id.masterKey,
      id.format,
      id.tagsHash,
      outcome.state,
      outcome.state === "ready" ? outcome.size : null,
      outcome.state === "ready" ? null : outcome.problem.slice(0, 500),
    ],
  );
}

/** Downloads not finished, for their jobs to be queued again at start. */
export async function listUnfinishedDownloads(db: Queryable): Promise<DownloadId[]> {
  const rows = await db.query<DownloadRow>(`SELECT ${COLUMNS} FROM audio_downloads WHERE state IN ('queued', 'processing')`);
  return rows.map((row) => ({ masterKey: row.master_key, format: row.format, tagsHash: row.tags_hash }));
}
