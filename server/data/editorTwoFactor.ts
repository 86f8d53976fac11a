import type { Queryable } from "../db/database";

/** An editor's authenticator, as stored: the secret still sealed (server/twoFactor/secretSeal.ts). */
export interface StoredTwoFactor {
  readonly sealedSecret: string;
  /** False while the editor was shown the secret and has not yet typed a code from it. */
  readonly confirmed: boolean;
  /** The last time step a code was accepted for: codes of it and before are refused. */
  readonly lastStep: number;
}

export async function findTwoFactor(db: Queryable, profileId: string, editorId: string): Promise<StoredTwoFactor | null> {
  const [row] = await db.query<{ sealed_secret: string; confirmed_at: Date | null; last_step: string | number }>(
    "SELECT sealed_secret, confirmed_at, last_step FROM editor_two_factor WHERE profile_id = $1 AND editor_id = $2",
    [profileId, editorId],
  );
  return row ? { sealedSecret: row.sealed_secret, confirmed: row.confirmed_at !== null, lastStep: Number(row.last_step) } : null;
}

/** Starts (or starts again) setting up an authenticator: the new secret waits for a code from it. Never replaces a confirmed one. */
export async function startTwoFactor(db: Queryable, profileId: string, editorId: string, sealedSecret: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO editor_two_factor (editor_id, profile_id, sealed_secret) VALUES ($1, $2, $3)
     ON CONFLICT (editor_id) DO UPDATE SET sealed_secret = EXCLUDED.sealed_secret, last_step = 0, created_at = now()
       WHERE editor_two_factor.confirmed_at IS NULL
     RETURNING editor_id`,
    [editorId, profileId, sealedSecret],
  );
  return rows.length > 0;
}

/**
 * Takes the code of time step `step`: true once per step, and only for a step after every one taken
 * before, in one statement, so two requests with the same code cannot both pass. With `confirm`,
 * also turns the authenticator on.
 */
export async function takeTotpStep(
  db: Queryable,
  { profileId, editorId, step, confirm, at }: { profileId: string; editorId: string; step: number; confirm: boolean; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE editor_two_factor SET last_step = $3, confirmed_at = CASE WHEN $4 THEN $5 ELSE confirmed_at END
     WHERE profile_id = $1 AND editor_id = $2 AND last_step < $3 AND (confirmed_at IS NOT NULL) = NOT $4
     RETURNING editor_id`,
    [profileId, editorId, step, confirm, at],
  );
  return rows.length > 0;
}

/** Turns an editor's authenticator off (or forgets one being set up). */
export async function deleteTwoFactor(db: Queryable, profileId: string, editorId: string): Promise<void> {
  await db.query("DELETE FROM editor_two_factor WHERE profile_id = $1 AND editor_id = $2", [profileId, editorId]);
}
