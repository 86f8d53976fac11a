import type { Queryable } from "../db/database";

/** A track whose audio file the pipeline has no record of: stored before the pipeline (issue 32). */
export interface UnreadTrackAudio {
  readonly trackId: string;
  readonly profileId: string;
  readonly url: string;
  readonly durationSeconds: number | null;
}

/** Tracks whose audio (a file of this server) was never read into `audio_files`. */
export async function listUnreadTrackAudio(db: Queryable): Promise<UnreadTrackAudio[]> {
  const rows = await db.query<{ id: string; profile_id: string; url: string; duration_seconds: string | number | null }>(
    `SELECT t.id, p.profile_id, item->>'url' AS url, t.duration_seconds
     FROM tracks t JOIN product_variants v ON v.id = t.variant_id JOIN products p ON p.id = v.product_id,
       jsonb_array_elements(t.media) item
     WHERE item->>'type' = 'audio' AND item->>'url' LIKE '/media/%'
       AND NOT EXISTS (SELECT 1 FROM audio_files a WHERE '/media/' || a.storage_key = item->>'url')`,
  );
  return rows.map((row) => ({
    trackId: row.id,
    profileId: row.profile_id,
    url: row.url,
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
  }));
}

/** Points every track that names `from` as its audio at `to` instead. */
export async function moveTrackAudio(db: Queryable, from: string, to: string): Promise<void> {
  await db.query(
    `UPDATE tracks SET media = (
       SELECT jsonb_agg(CASE WHEN item->>'url' = $1 THEN jsonb_set(item, '{url}', to_jsonb($2::text)) ELSE item END)
       FROM jsonb_array_elements(media) item)
     WHERE media @> jsonb_build_array(jsonb_build_object('url', $1::text))`,
    [from, to],
  );
}
