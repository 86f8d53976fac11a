import type { Queryable } from "../db/database";
import { createToken, hashToken, newId } from "../security/tokens";

/** How long the link to a copy of a fan's data works (the mail says so). */
export const DATA_EXPORT_DAYS = 7;

/** A copy of a fan's data asked for, to build: whose, and where the mail goes. */
export interface DataExportRequest {
  readonly id: string;
  readonly profileId: string;
  readonly accountId: string;
  readonly email: string;
  readonly ready: boolean;
}

/** Asks for a copy of a fan's data; the job builds it. Returns the request's id. */
export async function requestDataExport(db: Queryable, profileId: string, accountId: string): Promise<string> {
  const id = `exp_${newId()}`;
  await db.query("INSERT INTO data_exports (id, profile_id, account_id) VALUES ($1, $2, $3)", [id, profileId, accountId]);
  return id;
}

/** A request by id, with its fan's address now; null when it (or its account) is gone. */
export async function findDataExportRequest(db: Queryable, id: string): Promise<DataExportRequest | null> {
  const [row] = await db.query<{ id: string; profile_id: string; account_id: string; email: string; status: string }>(
    `SELECT x.id, x.profile_id, x.account_id, a.email, x.status FROM data_exports x
     JOIN accounts a ON a.id = x.account_id AND a.profile_id = x.profile_id WHERE x.id = $1`,
    [id],
  );
  if (!row) return null;
  return { id: row.id, profileId: row.profile_id, accountId: row.account_id, email: row.email, ready: row.status === "ready" };
}

/**
 * Marks a copy built and stored under `storageKey`; returns the token of its link (only the
 * hash is kept), which works for DATA_EXPORT_DAYS. Null when it was marked already (a job run
 * twice): its link went out the first time.
 */
export async function markDataExportReady(db: Queryable, id: string, storageKey: string): Promise<string | null> {
  const token = createToken();
  const rows = await db.query(
    `UPDATE data_exports SET status = 'ready', storage_key = $2, token_hash = $3, ready_at = now(), expires_at = now() + make_interval(days => $4)
     WHERE id = $1 AND status = 'queued' RETURNING id`,
    [id, storageKey, hashToken(token), DATA_EXPORT_DAYS],
  );
  return rows.length > 0 ? token : null;
}

export type DataExportFound =
  | { ok: true; storageKey: string; createdAt: string; expiresAt: string }
  | { ok: false; problem: "unknown" | "expired" };

/** The copy a link opens, at this artist only: "expired" past its days, "unknown" for any token never issued here. */
export async function findDataExportByToken(db: Queryable, profileId: string, token: string, now: Date): Promise<DataExportFound> {
  const [row] = await db.query<{ storage_key: string | null; expired: boolean; created_at: Date | string; expires_at: Date | string }>(
    "SELECT storage_key, expires_at <= $3 AS expired, created_at, expires_at FROM data_exports WHERE token_hash = $1 AND profile_id = $2 AND status = 'ready'",
    [hashToken(token), profileId, now.toISOString()],
  );
  if (!row) return { ok: false, problem: "unknown" };
  if (row.expired) return { ok: false, problem: "expired" };
  if (!row.storage_key) return { ok: false, problem: "unknown" };
  return {
    ok: true,
    storageKey: row.storage_key,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/**
 * Forgets copies a month past their link's time, returning their stored files' keys to delete;
 * the rows stay that month so an expired link says "expired" rather than "not valid".
 */
export async function pruneDataExports(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ storage_key: string | null }>(
    "DELETE FROM data_exports WHERE expires_at < now() - interval '30 days' RETURNING storage_key",
  );
  return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
}

/** Files of copies whose link expired (the row stays, so the link says "expired"): deleted from storage at once. */
export async function takeExpiredDataExportFiles(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ storage_key: string }>(
    `UPDATE data_exports x SET storage_key = NULL FROM data_exports old
     WHERE x.id = old.id AND x.expires_at <= now() AND x.storage_key IS NOT NULL RETURNING old.storage_key`,
  );
  return rows.map((row) => row.storage_key);
}
