import type { ReleaseStatus } from "../../schema/api/releases";
import type { ProductMedia, TrackListening } from "../../schema/entities/catalogue";
import type { Queryable } from "../db/database";

/** What deciding who may hear a track needs: its release, its settings and its master's address. */
export interface TrackForListening {
  readonly trackId: string;
  readonly productId: string;
  readonly releaseStatus: ReleaseStatus;
  readonly normalizeLoudness: boolean;
  readonly listen: TrackListening;
  readonly previewStartSeconds: number;
  readonly previewSeconds: number;
  /** The master's `/media/…` address, or null for a track without audio. */
  readonly masterUrl: string | null;
  /** The release's date: before it, only 'instant grat' tracks are its buyers' in full (issue 36, item 5). */
  readonly releasedAt: Date;
  readonly instantGrat: boolean;
}

interface Row {
  id: string;
  product_id: string;
  status: ReleaseStatus;
  normalize_loudness: boolean;
  listen: TrackListening;
  preview_start_seconds: number;
  preview_seconds: number;
  media: ProductMedia[];
  released_at: Date | string;
  instant_grat: boolean;
}

/** One of the artist's tracks, in a release in any state (the caller decides who may hear a draft's), or null. */
export async function findTrackForListening(db: Queryable, profileId: string, trackId: string): Promise<TrackForListening | null> {
  const [row] = await db.query<Row>(
    `SELECT t.id, p.id AS product_id, p.status, p.normalize_loudness, t.listen, t.preview_start_seconds, t.preview_seconds, t.media,
       p.released_at, t.instant_grat
     FROM tracks t JOIN product_variants v ON v.id = t.variant_id JOIN products p ON p.id = v.product_id
     WHERE p.profile_id = $1 AND t.id = $2 AND p.category = 'Music'`,
    [profileId, trackId],
  );
  if (!row) return null;
  return {
    trackId: row.id,
    productId: row.product_id,
    releaseStatus: row.status,
    normalizeLoudness: row.normalize_loudness,
    listen: row.listen,
    previewStartSeconds: row.preview_start_seconds,
    previewSeconds: row.preview_seconds,
    masterUrl: row.media.find((item) => item.type === "audio")?.url ?? null,
    releasedAt: new Date(row.released_at),
    instantGrat: row.instant_grat,
  };
}
