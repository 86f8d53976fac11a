import type { EditorRole } from "../../schema/api/accounts";
import type { TeamMember } from "../../schema/api/team";
import { type Database, inTransaction, type Queryable } from "../db/database";

/** An artist's team, owners first, then by name. */
export async function listTeam(db: Queryable, profileId: string, askingId: string): Promise<TeamMember[]> {
  const rows = await db.query<{ id: string; name: string; email: string; role: EditorRole }>(
    `SELECT id, name, email, role FROM editors WHERE profile_id = $1
     ORDER BY CASE role WHEN 'owner' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END, lower(name), id LIMIT 50`,
    [profileId],
  );
  return rows.map((row) => ({ ...row, you: row.id === askingId }));
}

/** How many are on the team: what an invitation counts against the limit. */
export async function countTeam(db: Queryable, profileId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM editors WHERE profile_id = $1", [profileId]);
  return row?.count ?? 0;
}

/** What changing the team did: done, no such member, or refused because the studio would be left with no owner. */
export type TeamChange = "done" | "notFound" | "lastOwner";

/**
 * Runs `change` on a member once their artist's owners are locked, so two owners removing each
 * other at once cannot both pass the check that one owner stays.
 */
async function withOwnersLocked(
  db: Database | Queryable,
  profileId: string,
  editorId: string,
  change: (tx: Queryable, member: { role: EditorRole }, owners: number) => Promise<TeamChange>,
): Promise<TeamChange> {
  return inTransaction(db, async (tx) => {
    const owners = await tx.query<{ id: string }>("SELECT id FROM editors WHERE profile_id = $1 AND role = 'owner' FOR UPDATE", [
      profileId,
    ]);
    const [member] = await tx.query<{ role: EditorRole }>("SELECT role FROM editors WHERE profile_id = $1 AND id = $2 FOR UPDATE", [
      profileId,
      editorId,
    ]);
    if (!member) return "notFound";
    return change(tx, member, owners.length);
  });
}

/** Gives a member a new role; the last owner keeps theirs. */
export function changeRole(db: Database | Queryable, profileId: string, editorId: string, role: EditorRole): Promise<TeamChange> {
  return withOwnersLocked(db, profileId, editorId, async (tx, member, owners) => {
    if (member.role === "owner" && role !== "owner" && owners <= 1) return "lastOwner";
    await tx.query("UPDATE editors SET role = $3 WHERE profile_id = $1 AND id = $2", [profileId, editorId, role]);
    return "done";
  });
}

/**
 * Takes a member off the team: their account here goes, and with it (by the schema's cascades)
 * their sessions and one-time links, so they are signed out at once. The last owner stays.
 */
export function removeMember(db: Database | Queryable, profileId: string, editorId: string): Promise<TeamChange> {
  return withOwnersLocked(db, profileId, editorId, async (tx, member, owners) => {
    if (member.role === "owner" && owners <= 1) return "lastOwner";
    await tx.query("DELETE FROM editors WHERE profile_id = $1 AND id = $2", [profileId, editorId]);
    return "done";
  });
}
