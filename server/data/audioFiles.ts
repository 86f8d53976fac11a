import type { Queryable } from "../db/database";

/** What the server read from a track's uploaded file (its storage key names it). */
export interface AudioFile {
  readonly storageKey: string;
  readonly format: string;
  readonly durationSeconds: number;
  readonly size: number;
}

interface AudioFileRow {
  storage_key: string;
  format: string;
  duration_seconds: string | number;
  size: string | number;
}

const toAudioFile = (row: AudioFileRow): AudioFile => ({
  storageKey: row.storage_key,
  format: row.format,
  durationSeconds: Number(row.duration_seconds),
  size: Number(row.size),
});

/** Keeps what was read from a file; reading the same file again keeps the first reading. */
export async function recordAudioFile(db: Queryable, profileId: string, file: AudioFile): Promise<void> {
  await db.query(
    `INSERT INTO audio_files (storage_key, profile_id, format, duration_seconds, size) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (storage_key) DO NOTHING`,
    [file.storageKey, profileId, file.format, file.durationSeconds, file.size],
  );
}

/** The artist's read audio files among `storageKeys`, by key (another artist's are never found). */
export async function findAudioFiles(db: Queryable, profileId: string, storageKeys: readonly string[]): Promise<Map<string, AudioFile>> {
  if (storageKeys.length === 0) return new Map();
  const rows = await db.query<AudioFileRow>(
    "SELECT storage_key, format, duration_seconds, size FROM audio_files WHERE profile_id = $1 AND storage_key = ANY($2::text[])",
    [profileId, [...storageKeys]],
  );
  return new Map(rows.map((row) => [row.storage_key, toAudioFile(row)]));
}

/** Forgets what was read from a file that is deleted. */
export async function forgetAudioFile(db: Queryable, storageKey: string): Promise<void> {
  await db.query("DELETE FROM audio_files WHERE storage_key = $1", [storageKey]);
}
