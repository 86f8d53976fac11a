import type { Queryable } from "../db/database";

/** A signed upload slot: where its file will be stored, until when it may be used, and whether it was. */
export interface UploadSlot {
  readonly id: string;
  readonly profileId: string;
  readonly storageKey: string;
  readonly fileName: string;
  readonly expiresAt: Date;
  readonly completed: boolean;
  /** Set while a PUT is writing the file, and once it has. */
  readonly contentType: string | null;
  readonly size: number | null;
}

interface UploadRow {
  id: string;
  profile_id: string;
  storage_key: string;
  file_name: string;
  expires_at: Date | string;
  completed_at: Date | string | null;
  content_type: string | null;
  size: string | number | null;
}

const COLUMNS = "id, profile_id, storage_key, file_name, expires_at, completed_at, content_type, size";

function toSlot(row: UploadRow): UploadSlot {
  return {
    id: row.id,
    profileId: row.profile_id,
    storageKey: row.storage_key,
    fileName: row.file_name,
    expiresAt: new Date(row.expires_at),
    completed: row.completed_at !== null,
    contentType: row.content_type,
    size: row.size === null ? null : Number(row.size),
  };
}

export async function createUpload(
  db: Queryable,
  input: { id: string; profileId: string; storageKey: string; fileName: string; expiresAt: Date },
): Promise<UploadSlot> {
  const [row] = await db.query<UploadRow>(
    `INSERT INTO uploads (id, profile_id, storage_key, file_name, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [input.id, input.profileId, input.storageKey, input.fileName, input.expiresAt.toISOString()],
  );
  return toSlot(row as UploadRow);
}

export async function findUpload(db: Queryable, profileId: string, id: string): Promise<UploadSlot | null> {
  const [row] = await db.query<UploadRow>(`SELECT ${COLUMNS} FROM uploads WHERE profile_id = $1 AND id = $2`, [profileId, id]);
  return row ? toSlot(row) : null;
}

/** How long a PUT holds its slot without renewing: a server killed mid-upload lets go this long after. */
export const UPLOAD_LEASE_SECONDS = 10;

/**
 * Takes an unused, unexpired slot for one PUT, or returns null (unknown, expired, used, or being
 * used right now). One statement, so two PUTs to the same link cannot both take it. A slot whose
 * holder stopped renewing its lease (a server killed mid-upload) may be taken again.
 */
export async function claimUpload(
  db: Queryable,
  profileId: string,
  id: string,
  contentType: string,
  now: Date,
): Promise<UploadSlot | null> {
  const [row] = await db.query<UploadRow>(
    `UPDATE uploads SET content_type = $3, claimed_until = now() + make_interval(secs => $5)
     WHERE profile_id = $1 AND id = $2 AND completed_at IS NULL AND expires_at > $4
       AND (content_type IS NULL OR claimed_until IS NULL OR claimed_until < now())
     RETURNING ${COLUMNS}`,
    [profileId, id, contentType, now.toISOString(), UPLOAD_LEASE_SECONDS],
  );
  return row ? toSlot(row) : null;
}

/** Keeps a claimed slot while its file still streams in. */
export async function renewUploadLease(db: Queryable, profileId: string, id: string): Promise<void> {
  await db.query(
    "UPDATE uploads SET claimed_until = now() + make_interval(secs => $3) WHERE profile_id = $1 AND id = $2 AND completed_at IS NULL",
    [profileId, id, UPLOAD_LEASE_SECONDS],
  );
}

/** Seconds until a slot in use lets go, if its holder stops renewing it; 0 when it is not in use. */
export async function secondsUntilReleased(db: Queryable, profileId: string, id: string): Promise<number> {
  const [row] = await db.query<{ seconds: number | null }>(
    "SELECT ceil(extract(epoch FROM claimed_until - now()))::int AS seconds FROM uploads WHERE profile_id = $1 AND id = $2",
    [profileId, id],
  );
  return Math.max(0, row?.seconds ?? 0);
}

/** Gives a claimed slot back after a refused or failed PUT, so the link can be tried again while it lasts. */
export async function releaseUpload(db: Queryable, profileId: string, id: string): Promise<void> {
  await db.query(
    "UPDATE uploads SET content_type = NULL, claimed_until = NULL WHERE profile_id = $1 AND id = $2 AND completed_at IS NULL",
    [profileId, id],
  );
}

/** Marks a claimed slot used, with the size of the file stored. */
export async function completeUpload(db: Queryable, profileId: string, id: string, size: number): Promise<void> {
  await db.query("UPDATE uploads SET completed_at = now(), size = $3 WHERE profile_id = $1 AND id = $2", [profileId, id, size]);
}

/** The upload slot of `storageKey`, used or not, if it belongs to this artist. */
export async function findUploadByKey(db: Queryable, profileId: string, storageKey: string): Promise<UploadSlot | null> {
  const [row] = await db.query<UploadRow>(`SELECT ${COLUMNS} FROM uploads WHERE profile_id = $1 AND storage_key = $2`, [
    profileId,
    storageKey,
  ]);
  return row ? toSlot(row) : null;
}

/** Whether a PUT holds the slot of this storage key right now (its lease is live). */
export async function isUploadUnderWay(db: Queryable, storageKey: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM uploads WHERE storage_key = $1 AND completed_at IS NULL AND claimed_until > now()", [
    storageKey,
  ]);
  return rows.length > 0;
}
