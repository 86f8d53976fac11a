import type { Queryable } from "../db/database";
import type { AudioState } from "./audioFiles";

/** A preview clip of a master: one per master and window, shared by every track that uses them. */
export interface AudioPreview {
  readonly masterKey: string;
  readonly startSeconds: number;
  readonly lengthSeconds: number;
  readonly state: AudioState;
  readonly problem: string | null;
  readonly attempts: number;
  readonly storageKey: string;
}

interface PreviewRow {
  master_key: string;
  start_seconds: number;
  length_seconds: number;
  state: AudioState;
  problem: string | null;
  attempts: number;
  storage_key: string;
}

const COLUMNS = "master_key, start_seconds, length_seconds, state, problem, attempts, storage_key";

const toPreview = (row: PreviewRow): AudioPreview => ({
  masterKey: row.master_key,
  startSeconds: row.start_seconds,
  lengthSeconds: row.length_seconds,
  state: row.state,
  problem: row.problem,
  attempts: row.attempts,
  storageKey: row.storage_key,
});

/** Where a preview clip is stored: beside its master, private as it is. */
export const previewKeyOf = (masterKey: string, startSeconds: number, lengthSeconds: number): string =>
  `${masterKey}.preview-${startSeconds}-${lengthSeconds}.m4a`;

/** The preview of this window, asked for (queued) if it was not yet; a failed one is queued again with fresh tries. */
export async function requestPreview(db: Queryable, masterKey: string, startSeconds: number, lengthSeconds: number): Promise<AudioPreview> {
  const [row] = await db.query<PreviewRow>(
    `INSERT INTO audio_previews (master_key, start_seconds, length_seconds, storage_key) VALUES ($1, $2, $3, $4)
     ON CONFLICT (master_key, start_seconds, length_seconds) DO UPDATE
       SET state = CASE WHEN audio_previews.state = 'failed' THEN 'queued' ELSE audio_previews.state END,
           attempts = CASE WHEN audio_previews.state = 'failed' THEN 0 ELSE audio_previews.attempts END
     RETURNING ${COLUMNS}`,
    [masterKey, startSeconds, lengthSeconds, previewKeyOf(masterKey, startSeconds, lengthSeconds)],
  );
  return toPreview(row as PreviewRow);
}

export async function findPreview(
  db: Queryable,
  masterKey: string,
  startSeconds: number,
  lengthSeconds: number,
): Promise<AudioPreview | null> {
  const [row] = await db.query<PreviewRow>(
    `SELECT ${COLUMNS} FROM audio_previews WHERE master_key = $1 AND start_seconds = $2 AND length_seconds = $3`,
    [masterKey, startSeconds, lengthSeconds],
  );
  return row ? toPreview(row) : null;
}

/** Marks a preview as being made, one attempt more; null when it is ready, failed for good or gone. */
export async function startPreview(
  db: Queryable,
  masterKey: string,
  startSeconds: number,
  lengthSeconds: number,
): Promise<AudioPreview | null> {
  const [row] = await db.query<PreviewRow>(
    `UPDATE audio_previews SET state = 'processing', attempts = attempts + 1, updated_at = now()
     WHERE master_key = $1 AND start_seconds = $2 AND length_seconds = $3 AND state IN ('queued', 'processing') RETURNING ${COLUMNS}`,
    [masterKey, startSeconds, lengthSeconds],
  );
  return row ? toPreview(row) : null;
}

/** Ends an attempt: ready, or the reason it failed (queued again while tries remain). */
export async function endPreview(
  db: Queryable,
  preview: Pick<AudioPreview, "masterKey" | "startSeconds" | "lengthSeconds">,
  outcome: { state: "ready" } | { state: "queued" | "failed"; problem: string },
): Promise<void> {
  await db.query(
    `UPDATE audio_previews SET state = $4, problem = $5, updated_at = now()
     WHERE master_key = $1 AND start_seconds = $2 AND length_seconds = $3`,
    [
      preview.masterKey,
      preview.startSeconds,
      preview.lengthSeconds,
      outcome.state,
      outcome.state === "ready" ? null : outcome.problem.slice(0, 500),
    ],
  );
}

/** Previews not finished, for their jobs to be queued again at start. */
export async function listUnfinishedPreviews(db: Queryable): Promise<AudioPreview[]> {
  const rows = await db.query<PreviewRow>(`SELECT ${COLUMNS} FROM audio_previews WHERE state IN ('queued', 'processing')`);
  return rows.map(toPreview);
}

/** The preview windows tracks ask of a master (each track that a visitor may only preview). */
export async function listPreviewWindows(db: Queryable, masterKey: string): Promise<{ startSeconds: number; lengthSeconds: number }[]> {
  const rows = await db.query<{ start_seconds: number; length_seconds: number }>(
    `SELECT DISTINCT preview_start_seconds AS start_seconds, preview_seconds AS length_seconds FROM tracks
     WHERE listen = 'preview' AND media @> $1::jsonb`,
    [JSON.stringify([{ url: `/media/${masterKey}` }])],
  );
  return rows.map((row) => ({ startSeconds: row.start_seconds, lengthSeconds: row.length_seconds }));
}
