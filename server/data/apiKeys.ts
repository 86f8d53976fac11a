import type { Editor } from "../../schema/api/accounts";
import type { ApiKey, ApiKeyScope } from "../../schema/api/apiKeys";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { JOINED_EDITOR_COLUMNS, type JoinedEditorRow, joinedEditor } from "./editors";

type KeyRow = {
  id: string;
  name: string;
  hint: string;
  scopes: string[];
  created_at: Date;
  created_by_name: string;
  last_used_at: Date | null;
};

const LISTED = `k.id, k.name, k.hint, k.scopes, k.created_at, k.last_used_at, e.name AS created_by_name`;

const apiKeyOf = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  scopes: row.scopes as ApiKeyScope[],
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by_name,
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

export interface NewApiKey {
  readonly profileId: string;
  readonly name: string;
  readonly hint: string;
  readonly keyHash: string;
  readonly scopes: readonly ApiKeyScope[];
  readonly createdBy: string;
}

/** Keeps a new key (its hash, never the key) and gives it as the list shows it. */
export async function createApiKey(db: Queryable, key: NewApiKey): Promise<ApiKey> {
  const [row] = await db.query<KeyRow>(
    `WITH k AS (
       INSERT INTO api_keys (id, profile_id, name, hint, key_hash, scopes, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *
     )
     SELECT ${LISTED} FROM k JOIN editors e ON e.id = k.created_by`,
    [newId(), key.profileId, key.name, key.hint, key.keyHash, [...key.scopes], key.createdBy],
  );
  return apiKeyOf(row as KeyRow);
}

/** The artist's live keys, newest first. */
export async function listApiKeys(db: Queryable, profileId: string): Promise<ApiKey[]> {
  const rows = await db.query<KeyRow>(
    `SELECT ${LISTED} FROM api_keys k JOIN editors e ON e.id = k.created_by
     WHERE k.profile_id = $1 AND k.revoked_at IS NULL ORDER BY k.created_at DESC, k.id`,
    [profileId],
  );
  return rows.map(apiKeyOf);
}

/** How many live keys the artist has. */
export async function countApiKeys(db: Queryable, profileId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM api_keys WHERE profile_id = $1 AND revoked_at IS NULL", [
    profileId,
  ]);
  return row?.n ?? 0;
}

/** Revokes a live key of the artist; its name, or null when it is not one (or was revoked already). */
export async function revokeApiKey(db: Queryable, profileId: string, id: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    "UPDATE api_keys SET revoked_at = now() WHERE profile_id = $1 AND id = $2 AND revoked_at IS NULL RETURNING name",
    [profileId, id],
  );
  return row?.name ?? null;
}

/** A live key as a request uses it: whose it is, what it may do, and the owner it acts as. */
export interface LiveApiKey {
  readonly id: string;
  readonly profileId: string;
  readonly scopes: readonly ApiKeyScope[];
  readonly editor: Editor;
}

/** The live key with this hash, with the editor who made it; null for an unknown or revoked key. */
export async function findLiveApiKey(db: Queryable, keyHash: string): Promise<LiveApiKey | null> {
  const [row] = await db.query<JoinedEditorRow & { id: string; profile_id: string; scopes: string[] }>(
    `SELECT k.id, k.profile_id, k.scopes, ${JOINED_EDITOR_COLUMNS}
     FROM api_keys k JOIN editors e ON e.id = k.created_by AND e.profile_id = k.profile_id
     WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
    [keyHash],
  );
  const editor = row ? joinedEditor(row) : null;
  if (!row || !editor) return null;
  return { id: row.id, profileId: row.profile_id, scopes: row.scopes as ApiKeyScope[], editor };
}

/** Notes that a key was used now (the caller keeps this to once a minute per key). */
export async function touchApiKey(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query("UPDATE api_keys SET last_used_at = $2 WHERE id = $1", [id, at]);
}
