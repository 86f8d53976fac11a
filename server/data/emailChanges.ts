import { isPgError, PG_UNIQUE_VIOLATION, type Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";

/** How long the link that confirms a new address works. */
export const EMAIL_CHANGE_HOURS = 24;
/** How long the old address may undo a change. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

export type EmailChangeProblem = "unknown" | "used" | "expired" | "taken";
export type EmailChangeState =
  | { ok: true; accountId: string; oldEmail: string; newEmail: string }
  | { ok: false; problem: EmailChangeProblem };

/** Asks to move an account to `newEmail`: returns the token of the link for the new address (only its hash is kept). */
export async function requestEmailChange(
  db: Queryable,
  change: { profileId: string; accountId: string; oldEmail: string; newEmail: string },
): Promise<string> {
  const token = createToken();
  await db.query(
    `INSERT INTO email_changes (token_hash, profile_id, account_id, old_email, new_email, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6))`,
    [hashToken(token), change.profileId, change.accountId, change.oldEmail, change.newEmail, EMAIL_CHANGE_HOURS],
  );
  return token;
}

type Row = { account_id: string; old_email: string; new_email: string; current_email: string; done: boolean; expired: boolean };

async function findBy(db: Queryable, column: "token_hash" | "undo_token_hash", profileId: string, token: string): Promise<Row | undefined> {
  const done = column === "token_hash" ? "c.confirmed_at IS NOT NULL" : "c.undone_at IS NOT NULL";
  const expires = column === "token_hash" ? "c.expires_at" : "c.undo_expires_at";
  const [row] = await db.query<Row>(
    `SELECT c.account_id, c.old_email, c.new_email, a.email AS current_email, ${done} AS done, ${expires} <= now() AS expired
     FROM email_changes c JOIN accounts a ON a.id = c.account_id WHERE c.${column} = $1 AND c.profile_id = $2`,
    [hashToken(token), profileId],
  );
  return row;
}

/** What a confirmation link opens, without using it: the change it makes, while the account still has the address it was asked from. */
export async function findEmailChange(db: Queryable, profileId: string, token: string): Promise<EmailChangeState> {
  const row = await findBy(db, "token_hash", profileId, token);
  if (!row) return { ok: false, problem: "unknown" };
  if (row.done) return { ok: false, problem: "used" };
  if (row.expired) return { ok: false, problem: "expired" };
  if (row.current_email !== row.old_email) return { ok: false, problem: "unknown" };
  return { ok: true, accountId: row.account_id, oldEmail: row.old_email, newEmail: row.new_email };
}

/**
 * Uses a confirmation link: the account takes the new address (confirmed: the link reached it), the
 * change is marked done and given an undo link for the old address, whose token is returned.
 * "taken" when another account of the artist has the address by now.
 */
export async function confirmEmailChange(
  db: Queryable,
  profileId: string,
  token: string,
): Promise<{ ok: true; change: Extract<EmailChangeState, { ok: true }>; undoToken: string } | { ok: false; problem: EmailChangeProblem }> {
  const found = await findEmailChange(db, profileId, token);
  if (!found.ok) return found;
  const undoToken = createToken();
  try {
    const [moved] = await db.query<{ id: string }>(
      `WITH taken AS (
         UPDATE email_changes SET confirmed_at = now(), undo_token_hash = $3, undo_expires_at = now() + make_interval(days => $4)
         WHERE token_hash = $1 AND profile_id = $2 AND confirmed_at IS NULL AND expires_at > now()
         RETURNING account_id, old_email, new_email
       )
       UPDATE accounts a SET email = taken.new_email, email_confirmed_at = now()
       FROM taken WHERE a.id = taken.account_id AND a.email = taken.old_email
       RETURNING a.id`,
      [hashToken(token), profileId, hashToken(undoToken), EMAIL_CHANGE_UNDO_DAYS],
    );
    if (!moved) return { ok: false, problem: "used" };
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) return { ok: false, problem: "taken" };
    throw error;
  }
  return { ok: true, change: found, undoToken };
}

/** What an undo link opens, without using it. */
export async function findEmailChangeUndo(db: Queryable, profileId: string, token: string): Promise<EmailChangeState> {
  const row = await findBy(db, "undo_token_hash", profileId, token);
  if (!row) return { ok: false, problem: "unknown" };
  if (row.done) return { ok: false, problem: "used" };
  if (row.expired) return { ok: false, problem: "expired" };
  return { ok: true, accountId: row.account_id, oldEmail: row.old_email, newEmail: row.new_email };
}

/** Uses an undo link: the account goes back to the old address ("taken" if another account has it by now). */
export async function undoEmailChange(db: Queryable, profileId: string, token: string): Promise<EmailChangeState> {
  const found = await findEmailChangeUndo(db, profileId, token);
  if (!found.ok) return found;
  try {
    const [undone] = await db.query<{ id: string }>(
      `WITH taken AS (
         UPDATE email_changes SET undone_at = now()
         WHERE undo_token_hash = $1 AND profile_id = $2 AND undone_at IS NULL AND undo_expires_at > now()
         RETURNING account_id, old_email
       )
       UPDATE accounts a SET email = taken.old_email, email_confirmed_at = now()
       FROM taken WHERE a.id = taken.account_id
       RETURNING a.id`,
      [hashToken(token), profileId],
    );
    if (!undone) return { ok: false, problem: "used" };
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) return { ok: false, problem: "taken" };
    throw error;
  }
  return found;
}

/** Deletes changes a month past every link's time. */
export async function pruneEmailChanges(db: Queryable): Promise<void> {
  await db.query(
    "DELETE FROM email_changes WHERE expires_at < now() - interval '30 days' AND (undo_expires_at IS NULL OR undo_expires_at < now() - interval '30 days')",
  );
}
