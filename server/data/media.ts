import type { MediaItem, MediaType } from "../../schema/entities/media";
import { wordsOfFileName } from "../../schema/rules/fileTitles";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { likePattern } from "./likePattern";

interface MediaRow {
  id: string;
  url: string;
  name: string;
  title: string;
  alt: string;
  size: string | number;
  parent: "website";
  type: MediaType;
}

const COLUMNS = "id, url, name, title, alt, size, parent, type";

function toMediaItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    title: row.title,
    alt: row.alt,
    size: Number(row.size),
    parent: row.parent,
    type: row.type,
  };
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
  /** What fans read; by default the file's name made readable (`my-cover_final.png` → `my cover final`). */
  readonly title?: string;
  readonly alt?: string;
}

export async function createMediaItem(db: Queryable, profileId: string, input: NewMediaItem): Promise<MediaItem> {
  const [row] = await db.query<MediaRow>(
    `INSERT INTO media_items (id, profile_id, url, name, size, parent, type, title, alt) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      newId(),
      profileId,
      input.url,
      input.name,
      input.size,
      input.parent,
      input.type,
      input.title ?? wordsOfFileName(input.name),
      input.alt ?? "",
    ],
  );
  return toMediaItem(row as MediaRow);
}

/** Changes a media item's title or alt text; null when the artist has no such item. */
export async function updateMediaItem(
  db: Queryable,
  profileId: string,
  id: string,
  changes: { title?: string; alt?: string },
): Promise<MediaItem | null> {
  const [row] = await db.query<MediaRow>(
    `UPDATE media_items SET title = coalesce($3, title), alt = coalesce($4, alt) WHERE profile_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [profileId, id, changes.title ?? null, changes.alt ?? null],
  );
  return row ? toMediaItem(row) : null;
}

/** One item of the artist's media library, or null. */
export async function findMediaItem(db: Queryable, profileId: string, id: string): Promise<MediaItem | null> {
  const [row] = await db.query<MediaRow>(`SELECT ${COLUMNS} FROM media_items WHERE profile_id = $1 AND id = $2`, [profileId, id]);
  return row ? toMediaItem(row) : null;
}

/**
 * Whether anything public still names this media address: the media library, a release (its media,
 * a variant's, a track's), a post, or a page (draft or published). The JSON columns are searched as
 * text, for the address as JSON writes it.
 */
export async function isMediaUrlInUse(db: Queryable, url: string): Promise<boolean> {
  const pattern = likePattern(JSON.stringify(url).slice(1, -1));
  const [row] = await db.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM media_items WHERE url = $1)
         OR EXISTS (SELECT 1 FROM products WHERE media::text LIKE $2)
         OR EXISTS (SELECT 1 FROM product_variants WHERE media::text LIKE $2)
         OR EXISTS (SELECT 1 FROM tracks WHERE media::text LIKE $2)
         OR EXISTS (SELECT 1 FROM posts WHERE media::text LIKE $2)
         OR EXISTS (SELECT 1 FROM documents WHERE draft::text LIKE $2 OR published::text LIKE $2) AS used`,
    [url, pattern],
  );
  return row?.used ?? true;
}
