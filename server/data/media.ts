import type { MediaItem, MediaType } from "../../schema/entities/media";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

interface MediaRow {
  id: string;
  url: string;
  name: string;
  size: string | number;
  parent: "website";
  type: MediaType;
}

const COLUMNS = "id, url, name, size, parent, type";

function toMediaItem(row: MediaRow): MediaItem {
  return { id: row.id, url: row.url, name: row.name, size: Number(row.size), parent: row.parent, type: row.type };
}

/** An artist's media library, newest first. */
export async function listMedia(db: Queryable, profileId: string, filter: { parent: "website"; type?: MediaType }): Promise<MediaItem[]> {
  const rows = await db.query<MediaRow>(
    `SELECT ${COLUMNS} FROM media_items
     WHERE profile_id = $1 AND parent = $2 AND ($3::text IS NULL OR type = $3)
     ORDER BY created_at DESC, id DESC`,
    [profileId, filter.parent, filter.type ?? null],
  );
  return rows.map(toMediaItem);
}

export interface NewMediaItem {
  readonly url: string;
  readonly name: string;
  readonly size: number;
  readonly parent: "website";
  readonly type: MediaType;
}

export async function createMediaItem(db: Queryable, profileId: string, input: NewMediaItem): Promise<MediaItem> {
  const [row] = await db.query<MediaRow>(
    `INSERT INTO media_items (id, profile_id, url, name, size, parent, type) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [newId(), profileId, input.url, input.name, input.size, input.parent, input.type],
  );
  return toMediaItem(row as MediaRow);
}
