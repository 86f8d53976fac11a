import type { Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";

/** How long a one-time password link works: long enough for an owner to find the email, short enough not to linger. */
export const PASSWORD_LINK_DAYS = 7;

/** What a link leads to, while it can still be used. */
export interface PasswordLinkRecord {
  readonly profileId: string;
  readonly editorId: string;
}

/** Why a link no longer works: never issued (or mistyped), already used, or past its time. */
export type PasswordLinkProblem = "unknown" | "used" | "expired";

export type PasswordLinkLookup = { ok: true; link: PasswordLinkRecord } | { ok: false; problem: PasswordLinkProblem };

/** How long a link an editor asked for with 'Forgot password?' works (issue 35): an hour, as a fan's. */
export const PASSWORD_RESET_LINK_HOURS = 1;

/**
 * Issues a one-time link for an editor and returns its token, which is never stored: only its hash
 * is. A new owner's link works PASSWORD_LINK_DAYS; a reset asked for on the login page, `hours`.
 */
export async function createPasswordLink(
  db: Queryable,
  { profileId, editorId, hours = PASSWORD_LINK_DAYS * 24 }: { profileId: string; editorId: string; hours?: number },
): Promise<{ token: string; expiresAt: string }> {
  const token = createToken();
  const [row] = await db.query<{ expires_at: Date | string }>(
    `INSERT INTO password_links (token_hash, profile_id, editor_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4)) RETURNING expires_at`,
    [hashToken(token), profileId, editorId, hours],
  );
  return { token, expiresAt: new Date((row as { expires_at: Date | string }).expires_at).toISOString() };
}

function lookupOf(row: { profile_id: string; editor_id: string; used: boolean; expired: boolean } | undefined): PasswordLinkLookup {
  if (!row) return { ok: false, problem: "unknown" };
  if (row.used) return { ok: false, problem: "used" };
  if (row.expired) return { ok: false, problem: "expired" };
  return { ok: true, link: { profileId: row.profile_id, editorId: row.editor_id } };
}

/** What a link's token leads to, without using it up. */
export async function findPasswordLink(db: Queryable, token: string): Promise<PasswordLinkLookup> {
  const [row] = await db.query<{ profile_id: string; editor_id: string; used: boolean; expired: boolean }>(
    `SELECT profile_id, editor_id, used_at IS NOT NULL AS used, expires_at <= now() AS expired
     FROM password_links WHERE token_hash = $1`,
    [hashToken(token)],
  );
  return lookupOf(row);
}

/**
 * Uses a link up: one statement marks it used only if it was not and is still in time, so two
 * requests racing with the same token cannot both pass. When it fails, says why.
 */
export async function usePasswordLink(db: Queryable, token: string): Promise<PasswordLinkLookup> {
  const tokenHash = hashToken(token);
  const [used] = await db.query<{ profile_id: string; editor_id: string }>(
    `UPDATE password_links SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING profile_id, editor_id`,
    [tokenHash],
  );
  if (used) return { ok: true, link: { profileId: used.profile_id, editorId: used.editor_id } };
  return findPasswordLink(db, token);
}

/** Deletes links a month past their time: until then a late click still hears that the link was used or expired. */
export async function prunePasswordLinks(db: Queryable): Promise<void> {
  await db.query("DELETE FROM password_links WHERE expires_at < now() - interval '30 days'");
}
