import type { EditorRole } from "../../schema/api/accounts";
import { INVITATION_DAYS, type TeamInvitation } from "../../schema/api/team";
import type { Queryable } from "../db/database";
import { createToken, hashToken, newId } from "../security/tokens";

interface InvitationRow {
  id: string;
  profile_id: string;
  email: string;
  role: EditorRole;
  expires_at: Date | string;
}

function toInvitation(row: InvitationRow): TeamInvitation {
  return { id: row.id, email: row.email, role: row.role, expiresAt: new Date(row.expires_at).toISOString() };
}

/** What a pending invitation is: neither accepted nor withdrawn, and in time. */
const PENDING = "accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()";

/**
 * Invites `email` into an artist's studio and returns the link's token, which is never stored:
 * only its hash is. A pending invitation of the same address is withdrawn, so only the newest link works.
 */
export async function createInvitation(
  db: Queryable,
  input: { profileId: string; email: string; role: EditorRole; invitedBy: string },
): Promise<{ invitation: TeamInvitation; token: string }> {
  await db.query(`UPDATE team_invitations SET revoked_at = now() WHERE profile_id = $1 AND lower(email) = lower($2) AND ${PENDING}`, [
    input.profileId,
    input.email,
  ]);
  const token = createToken();
  const [row] = await db.query<InvitationRow>(
    `INSERT INTO team_invitations (id, token_hash, profile_id, email, role, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7))
     RETURNING id, profile_id, email, role, expires_at`,
    [newId(), hashToken(token), input.profileId, input.email, input.role, input.invitedBy, INVITATION_DAYS],
  );
  return { invitation: toInvitation(row as InvitationRow), token };
}

/** An artist's pending invitations, newest first. */
export async function listInvitations(db: Queryable, profileId: string): Promise<TeamInvitation[]> {
  const rows = await db.query<InvitationRow>(
    `SELECT id, profile_id, email, role, expires_at FROM team_invitations WHERE profile_id = $1 AND ${PENDING}
     ORDER BY created_at DESC, id LIMIT 50`,
    [profileId],
  );
  return rows.map(toInvitation);
}

/** How many invitations are pending: each counts against the team's limit until it is accepted or goes. */
export async function countInvitations(db: Queryable, profileId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM team_invitations WHERE profile_id = $1 AND ${PENDING}`,
    [profileId],
  );
  return row?.count ?? 0;
}

/** Withdraws a pending invitation: its link then answers as one never issued. Says whether there was one. */
export async function revokeInvitation(db: Queryable, profileId: string, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE team_invitations SET revoked_at = now() WHERE profile_id = $1 AND id = $2 AND ${PENDING} RETURNING id`,
    [profileId, id],
  );
  return rows.length > 0;
}

/** Why an invitation's link does not work: never issued, mistyped or withdrawn; already accepted; past its time. */
export type InvitationProblem = "unknown" | "used" | "expired";

export type InvitationLookup =
  | { ok: true; invitation: { id: string; profileId: string; email: string; role: EditorRole } }
  | { ok: false; problem: InvitationProblem };

/** What an invitation's token leads to, without using it up. A link of another artist's studio is unknown here. */
export async function findInvitation(db: Queryable, profileId: string, token: string): Promise<InvitationLookup> {
  const [row] = await db.query<InvitationRow & { accepted: boolean; revoked: boolean; expired: boolean }>(
    `SELECT id, profile_id, email, role, expires_at, accepted_at IS NOT NULL AS accepted, revoked_at IS NOT NULL AS revoked,
            expires_at <= now() AS expired
     FROM team_invitations WHERE token_hash = $1 AND profile_id = $2`,
    [hashToken(token), profileId],
  );
  if (!row || row.revoked) return { ok: false, problem: "unknown" };
  if (row.accepted) return { ok: false, problem: "used" };
  if (row.expired) return { ok: false, problem: "expired" };
  return { ok: true, invitation: { id: row.id, profileId: row.profile_id, email: row.email, role: row.role } };
}

/**
 * Uses an invitation up: one statement marks it accepted only if it is still pending, so two
 * requests racing with the same link cannot both join. When it fails, says why.
 */
export async function acceptInvitation(db: Queryable, profileId: string, token: string): Promise<InvitationLookup> {
  const [row] = await db.query<InvitationRow>(
    `UPDATE team_invitations SET accepted_at = now() WHERE token_hash = $1 AND profile_id = $2 AND ${PENDING}
     RETURNING id, profile_id, email, role, expires_at`,
    [hashToken(token), profileId],
  );
  if (row) return { ok: true, invitation: { id: row.id, profileId: row.profile_id, email: row.email, role: row.role } };
  return findInvitation(db, profileId, token);
}
