import type { Queryable } from "../db/database";
import { hashToken } from "../security/tokens";

/** The kinds of one-time link the server mails, each kept in its own table. */
export type LinkTokenKind =
  | "listConfirmation"
  | "giftClaim"
  | "emailConfirmation"
  | "signUp"
  | "password"
  | "passwordReset"
  | "emailChange"
  | "emailChangeUndo"
  | "dataExport";

/**
 * Which artist a one-time link's token belongs to, whatever state it is in (used, expired): only
 * to send a link opened on another artist's address to the right one. Each table is searched by
 * the token's SHA-256, as the links are stored.
 */
const ARTIST_OF_TOKEN: Readonly<Record<LinkTokenKind, string>> = {
  listConfirmation: `SELECT l.profile_id FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id WHERE s.confirm_token_hash = $1`,
  giftClaim: "SELECT profile_id FROM gift_claims WHERE token_hash = $1",
  emailConfirmation: "SELECT profile_id FROM email_confirmations WHERE token_hash = $1",
  signUp: `SELECT profile_id FROM pending_registrations WHERE token_hash = $1
           UNION ALL SELECT profile_id FROM email_confirmations WHERE token_hash = $1`,
  password: "SELECT profile_id FROM password_links WHERE token_hash = $1",
  passwordReset: "SELECT profile_id FROM password_resets WHERE token_hash = $1",
  emailChange: "SELECT profile_id FROM email_changes WHERE token_hash = $1",
  emailChangeUndo: "SELECT profile_id FROM email_changes WHERE undo_token_hash = $1",
  dataExport: "SELECT profile_id FROM data_exports WHERE token_hash = $1",
};

export async function findArtistOfToken(db: Queryable, kind: LinkTokenKind, token: string): Promise<string | null> {
  const [row] = await db.query<{ profile_id: string }>(`${ARTIST_OF_TOKEN[kind]} LIMIT 1`, [hashToken(token)]);
  return row?.profile_id ?? null;
}
