import type { Queryable } from "../db/database";

/**
 * Replaces an editor's recovery codes with new ones (their hashes) in one statement: the old ones
 * stop working exactly when the new ones start, never leaving the editor with none.
 */
export async function replaceRecoveryCodes(
  db: Queryable,
  profileId: string,
  editorId: string,
  codeHashes: readonly string[],
): Promise<void> {
  await db.query(
    `WITH old AS (DELETE FROM editor_recovery_codes WHERE profile_id = $1 AND editor_id = $2)
     INSERT INTO editor_recovery_codes (code_hash, editor_id, profile_id) SELECT h, $2, $1 FROM unnest($3::text[]) AS h`,
    [profileId, editorId, codeHashes],
  );
}

/** Uses up one recovery code: true the first time only, in one statement, so two requests cannot both use it. */
export async function spendRecoveryCode(db: Queryable, profileId: string, editorId: string, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE editor_recovery_codes SET used_at = $4
     WHERE profile_id = $1 AND editor_id = $2 AND code_hash = $3 AND used_at IS NULL RETURNING code_hash`,
    [profileId, editorId, codeHash, at],
  );
  return rows.length > 0;
}

/** How many of an editor's recovery codes are still unused. */
export async function countRecoveryCodesLeft(db: Queryable, profileId: string, editorId: string): Promise<number> {
  const [row] = await db.query<{ left: number }>(
    "SELECT count(*)::int AS left FROM editor_recovery_codes WHERE profile_id = $1 AND editor_id = $2 AND used_at IS NULL",
    [profileId, editorId],
  );
  return row?.left ?? 0;
}

export async function deleteRecoveryCodes(db: Queryable, profileId: string, editorId: string): Promise<void> {
  await db.query("DELETE FROM editor_recovery_codes WHERE profile_id = $1 AND editor_id = $2", [profileId, editorId]);
}
