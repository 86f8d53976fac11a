import type { Queryable } from "../db/database";

/** Where a master's streaming copy, loudness and waveform stand; the same words for previews and downloads. */
export type AudioState = "queued" | "processing" | "ready" | "failed";

/** What the server read from a track's uploaded file (its storage key names it). */
export interface AudioFile {
  readonly storageKey: string;
  readonly format: string;
  readonly durationSeconds: number;
  readonly size: number;
  /** WAV, FLAC, ALAC: lossless downloads may be made of it. */
  readonly lossless: boolean;
}

/** A master as the pipeline left it. */
export interface ProcessedAudio extends AudioFile {
  readonly profileId: string;
  readonly state: AudioState;
  /** Why the last attempt failed (kept while it is tried again). */
  readonly problem: string | null;
  readonly attempts: number;
  readonly streamKey: string | null;
  readonly loudnessLufs: number | null;
  readonly truePeakDbtp: number | null;
}

interface AudioFileRow {
  storage_key: string;
  profile_id: string;
  format: string;
  duration_seconds: string | number;
  size: string | number;
  lossless: boolean;
  state: AudioState;
  problem: string | null;
  attempts: number;
  stream_key: string | null;
  loudness_lufs: string | number | null;
  true_peak_dbtp: string | number | null;
}

const COLUMNS =
  "storage_key, profile_id, format, duration_seconds, size, lossless, state, problem, attempts, stream_key, loudness_lufs, true_peak_dbtp";

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

const toProcessedAudio = (row: AudioFileRow): ProcessedAudio => ({
  storageKey: row.storage_key,
  profileId: row.profile_id,
  format: row.format,
  durationSeconds: Number(row.duration_seconds),
  size: Number(row.size),
  lossless: row.lossless,
  state: row.state,
  problem: row.problem,
  attempts: row.attempts,
  streamKey: row.stream_key,
  loudnessLufs: numberOrNull(row.loudness_lufs),
  truePeakDbtp: numberOrNull(row.true_peak_dbtp),
});

/** Keeps what was read from a file, queued for the pipeline; reading the same file again keeps the first reading. */
export async function recordAudioFile(db: Queryable, profileId: string, file: AudioFile): Promise<void> {
  await db.query(
    `INSERT INTO audio_files (storage_key, profile_id, format, duration_seconds, size, lossless) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (storage_key) DO NOTHING`,
    [file.storageKey, profileId, file.format, file.durationSeconds, file.size, file.lossless],
  );
}

/** The artist's read audio files among `storageKeys`, by key (another artist's are never found). */
export async function findAudioFiles(
  db: Queryable,
  profileId: string,
  storageKeys: readonly string[],
): Promise<Map<string, ProcessedAudio>> {
  if (storageKeys.length === 0) return new Map();
  const rows = await db.query<AudioFileRow>(`SELECT ${COLUMNS} FROM audio_files WHERE profile_id = $1 AND storage_key = ANY($2::text[])`, [
    profileId,
    [...storageKeys],
  ]);
  return new Map(rows.map((row) => [row.storage_key, toProcessedAudio(row)]));
}

/** One master, whoever's it is (jobs carry only its key). */
export async function findAudioFile(db: Queryable, storageKey: string): Promise<ProcessedAudio | null> {
  const [row] = await db.query<AudioFileRow>(`SELECT ${COLUMNS} FROM audio_files WHERE storage_key = $1`, [storageKey]);
  return row ? toProcessedAudio(row) : null;
}

/**
 * Marks a master as being processed, one attempt more; null when it is ready already, failed for
 * good, or gone (a job queued twice, or for a deleted track, does nothing).
 */
export async function startAudioProcessing(db: Queryable, storageKey: string): Promise<ProcessedAudio | null> {
  const [row] = await db.query<AudioFileRow>(
    `UPDATE audio_files SET state = 'processing', attempts = attempts + 1, updated_at = now()
     WHERE storage_key = $1 AND state IN ('queued', 'processing') RETURNING ${COLUMNS}`,
    [storageKey],
  );
  return row ? toProcessedAudio(row) : null;
}

/** What the pipeline measured and made of a master. */
export interface AudioResult {
  readonly streamKey: string;
  readonly loudnessLufs: number | null;
  readonly truePeakDbtp: number | null;
  /** Peaks 0..255, one byte each. */
  readonly peaks: Uint8Array;
}

export async function finishAudioProcessing(db: Queryable, storageKey: string, result: AudioResult): Promise<void> {
  await db.query(
    `UPDATE audio_files SET state = 'ready', problem = NULL, stream_key = $2, loudness_lufs = $3, true_peak_dbtp = $4, peaks = $5, updated_at = now()
     WHERE storage_key = $1`,
    [storageKey, result.streamKey, result.loudnessLufs, result.truePeakDbtp, Buffer.from(result.peaks)],
  );
}

/** Records why an attempt failed: queued again while tries remain, else failed until the artist retries. */
export async function failAudioProcessing(db: Queryable, storageKey: string, problem: string, final: boolean): Promise<void> {
  await db.query(`UPDATE audio_files SET state = $2, problem = $3, updated_at = now() WHERE storage_key = $1`, [
    storageKey,
    final ? "failed" : "queued",
    problem.slice(0, 500),
  ]);
}

/** The artist's retry of a failed master: queued again with fresh tries. False when it is not theirs or not failed. */
export async function retryAudioFile(db: Queryable, profileId: string, storageKey: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE audio_files SET state = 'queued', attempts = 0, updated_at = now()
     WHERE profile_id = $1 AND storage_key = $2 AND state = 'failed' RETURNING storage_key`,
    [profileId, storageKey],
  );
  return rows.length > 0;
}

/** Masters not finished (queued, or processing when a server stopped): their jobs are queued again at start. */
export async function listUnfinishedAudio(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ storage_key: string }>(
    "SELECT storage_key FROM audio_files WHERE state IN ('queued', 'processing') ORDER BY created_at",
  );
  return rows.map((row) => row.storage_key);
}

/** A master's waveform: peaks 0..255, or null before it is processed. */
export async function findAudioPeaks(db: Queryable, profileId: string, storageKey: string): Promise<Uint8Array | null> {
  const [row] = await db.query<{ peaks: Uint8Array | null }>("SELECT peaks FROM audio_files WHERE profile_id = $1 AND storage_key = $2", [
    profileId,
    storageKey,
  ]);
  return row?.peaks ? new Uint8Array(row.peaks) : null;
}

/** Forgets what was read from a file that is deleted (its previews and downloads with it), and names the copies to delete. */
export async function forgetAudioFile(db: Queryable, storageKey: string): Promise<string[]> {
  const copies = await db.query<{ key: string }>(
    `SELECT stream_key AS key FROM audio_files WHERE storage_key = $1 AND stream_key IS NOT NULL
     UNION ALL SELECT storage_key FROM audio_previews WHERE master_key = $1
     UNION ALL SELECT storage_key FROM audio_downloads WHERE master_key = $1`,
    [storageKey],
  );
  await db.query("DELETE FROM audio_files WHERE storage_key = $1", [storageKey]);
  return copies.map((row) => row.key);
}
