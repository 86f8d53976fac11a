import type { Queryable } from "../db/database";

/** Whether the artist's owner requires two-step sign-in of everyone who edits the studio. */
export async function teamRequiresTwoFactor(db: Queryable, profileId: string): Promise<boolean> {
  const [row] = await db.query<{ require_two_factor: boolean }>("SELECT require_two_factor FROM profiles WHERE id = $1", [profileId]);
  return row?.require_two_factor ?? false;
}

export async function setTeamRequiresTwoFactor(db: Queryable, profileId: string, required: boolean): Promise<void> {
  await db.query("UPDATE profiles SET require_two_factor = $2 WHERE id = $1", [profileId, required]);
}

/** Whether an editor must set up two-step sign-in before using the studio: the team requires it and theirs is not on. */
export async function mustSetUpTwoFactor(db: Queryable, profileId: string, editorId: string): Promise<boolean> {
  const [row] = await db.query<{ must: boolean }>(
    `SELECT p.require_two_factor AND NOT EXISTS (
       SELECT 1 FROM editor_two_factor t WHERE t.editor_id = $2 AND t.profile_id = p.id AND t.confirmed_at IS NOT NULL
     ) AS must FROM profiles p WHERE p.id = $1`,
    [profileId, editorId],
  );
  return row?.must ?? false;
}
