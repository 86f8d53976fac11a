import type { Queryable } from "../db/database";

/** Where an uploaded video's web copy and poster stand: the audio pipeline's words (`AudioState`). */
export type VideoState = "queued" | "processing" | "ready" | "failed";

/** An uploaded video as the pipeline left it. */
export interface VideoFile {
  readonly storageKey: string;
  readonly profileId: string;
  readonly state: VideoState;
  /** Why the last attempt failed (kept while it is tried again). */
  readonly problem: string | null;
  readonly attempts: number;
  readonly webKey: string | null;
  readonly posterKey: string | null;
}

interface VideoFileRow {
  storage_key: string;
  profile_id: string;
  state: VideoState;
  problem: string | null;
  attempts: number;
  web_key: string | null;
  poster_key: string | null;
}

const COLUMNS = "storage_key, profile_id, state, problem, attempts, web_key, poster_key";

const toVideoFile = (row: VideoFileRow): VideoFile => ({
  storageKey: row.storage_key,
  profileId: row.profile_id,
  state: row.state,
  problem: row.problem,
  attempts: row.attempts,
  webKey: row.web_key,
  posterKey: row.poster_key,
});

/**
 * Asks for a video's web copy: queued the first time (`queued` true: a job is to be sent), as it
 * stands after that. A failed one is queued again with fresh tries when `retry` is set.
 */
export async function requestVideoWebCopy(
  db: Queryable,
  profileId: string,
  storageKey: string,
  retry: boolean,
): Promise<{ readonly video: VideoFile; readonly queued: boolean }> {
  const [inserted] = await db.query<VideoFileRow>(
    `INSERT INTO video_files (storage_key, profile_id) VALUES ($1, $2) ON CONFLICT (storage_key) DO NOTHING RETURNING ${COLUMNS}`,
    [storageKey, profileId],
  );
  if (inserted) return { video: toVideoFile(inserted), queued: true };
  if (retry) {
    const [again] = await db.query<VideoFileRow>(
      `UPDATE video_files SET state = 'queued', attempts = 0, problem = NULL, updated_at = now()
       WHERE storage_key = $1 AND profile_id = $2 AND state = 'failed' RETURNING ${COLUMNS}`,
      [storageKey, profileId],
    );
    if (again) return { video: toVideoFile(again), queued: true };
  }
  const video = await findVideoFile(db, storageKey);
  if (!video) throw new Error(`video_files lost ${storageKey}`);
  return { video, queued: false };
}

/** One video, whoever's it is (jobs carry only its key; routes check the profile). */
export async function findVideoFile(db: Queryable, storageKey: string): Promise<VideoFile | null> {
  const [row] = await db.query<VideoFileRow>(`SELECT ${COLUMNS} FROM video_files WHERE storage_key = $1`, [storageKey]);
  return row ? toVideoFile(row) : null;
}

/** Marks a video as being processed, one attempt more; null when it is ready, failed for good, or gone. */
export async function startVideoProcessing(db: Queryable, storageKey: string): Promise<VideoFile | null> {
  const [row] = await db.query<VideoFileRow>(
    `UPDATE video_files SET state = 'processing', attempts = attempts + 1, updated_at = now()
     WHERE storage_key = $1 AND state IN ('queued', 'processing') RETURNING ${COLUMNS}`,
    [storageKey],
  );
  return row ? toVideoFile(row) : null;
}

export async function finishVideoProcessing(db: Queryable, storageKey: string, webKey: string, posterKey: string): Promise<void> {
  await db.query(
    `UPDATE video_files SET state = 'ready', problem = NULL, web_key = $2, poster_key = $3, updated_at = now() WHERE storage_key = $1`,
    [storageKey, webKey, posterKey],
  );
}

/** Records why an attempt failed: queued again while tries remain, else failed until the artist retries. */
export async function failVideoProcessing(db: Queryable, storageKey: string, problem: string, final: boolean): Promise<void> {
  await db.query(`UPDATE video_files SET state = $2, problem = $3, updated_at = now() WHERE storage_key = $1`, [
    storageKey,
    final ? "failed" : "queued",
    problem.slice(0, 500),
  ]);
}

/** Videos not finished (queued, or processing when a server stopped): their jobs are queued again at start. */
export async function listUnfinishedVideos(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ storage_key: string }>(
    "SELECT storage_key FROM video_files WHERE state IN ('queued', 'processing') ORDER BY created_at",
  );
  return rows.map((row) => row.storage_key);
}

/** Forgets a video that is deleted, and names its web copy and poster to delete. */
export async function forgetVideoFile(db: Queryable, storageKey: string): Promise<string[]> {
  const rows = await db.query<{ web_key: string | null; poster_key: string | null }>(
    "DELETE FROM video_files WHERE storage_key = $1 RETURNING web_key, poster_key",
    [storageKey],
  );
  return rows.flatMap((row) => [row.web_key, row.poster_key].filter((key): key is string => key !== null));
}
