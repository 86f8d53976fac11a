import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** An editor's passkey as the studio lists it. */
export interface PasskeySummary {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

/** An editor's passkey as a sign-in checks it: the public key (COSE, base64url) and the counter last seen. */
export interface StoredPasskey {
  readonly id: string;
  readonly editorId: string;
  readonly credentialId: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: string[];
  readonly rpId: string;
}

export interface NewPasskey {
  readonly profileId: string;
  readonly editorId: string;
  readonly credentialId: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly rpId: string;
  readonly name: string;
}

type SummaryRow = { id: string; name: string; created_at: Date; last_used_at: Date | null };
const summaryOf = (row: SummaryRow): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

/** Keeps a new passkey; null when this artist already has the credential (an authenticator registered twice). */
export async function addPasskey(db: Queryable, passkey: NewPasskey): Promise<PasskeySummary | null> {
  const [row] = await db.query<SummaryRow>(
    `INSERT INTO editor_passkeys (id, profile_id, editor_id, credential_id, public_key, counter, transports, rp_id, name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (profile_id, credential_id) DO NOTHING
     RETURNING id, name, created_at, last_used_at`,
    [
      newId(),
      passkey.profileId,
      passkey.editorId,
      passkey.credentialId,
      passkey.publicKey,
      passkey.counter,
      [...passkey.transports],
      passkey.rpId,
      passkey.name,
    ],
  );
  return row ? summaryOf(row) : null;
}

export async function listPasskeys(db: Queryable, profileId: string, editorId: string): Promise<PasskeySummary[]> {
  const rows = await db.query<SummaryRow>(
    "SELECT id, name, created_at, last_used_at FROM editor_passkeys WHERE profile_id = $1 AND editor_id = $2 ORDER BY created_at, id",
    [profileId, editorId],
  );
  return rows.map(summaryOf);
}

type StoredRow = {
  id: string;
  editor_id: string;
  credential_id: string;
  public_key: string;
  counter: string | number;
  transports: string[];
  rp_id: string;
};
const storedOf = (row: StoredRow): StoredPasskey => ({
  id: row.id,
  editorId: row.editor_id,
  credentialId: row.credential_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports,
  rpId: row.rp_id,
});
const STORED_COLUMNS = "id, editor_id, credential_id, public_key, counter, transports, rp_id";

/** The passkeys an editor has at this artist's address, to offer their browser (and to refuse one registered twice). */
export async function passkeysOf(db: Queryable, profileId: string, editorId: string, rpId: string): Promise<StoredPasskey[]> {
  const rows = await db.query<StoredRow>(
    `SELECT ${STORED_COLUMNS} FROM editor_passkeys WHERE profile_id = $1 AND editor_id = $2 AND rp_id = $3`,
    [profileId, editorId, rpId],
  );
  return rows.map(storedOf);
}

/** The passkey a browser names by its credential id, among this artist's. */
export async function findPasskeyByCredential(db: Queryable, profileId: string, credentialId: string): Promise<StoredPasskey | null> {
  const [row] = await db.query<StoredRow>(`SELECT ${STORED_COLUMNS} FROM editor_passkeys WHERE profile_id = $1 AND credential_id = $2`, [
    profileId,
    credentialId,
  ]);
  return row ? storedOf(row) : null;
}

/**
 * Records a sign-in with a passkey: its new counter, only if it moved forward from the one read
 * (or both are 0: authenticators that keep no counter send 0 every time). False when another
 * request moved it first or it went back, which a cloned authenticator does.
 */
export async function recordPasskeyUse(db: Queryable, passkey: StoredPasskey, newCounter: number, at: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE editor_passkeys SET counter = $3, last_used_at = $4
     WHERE id = $1 AND counter = $2 AND ($3 > $2 OR ($3 = 0 AND $2 = 0)) RETURNING id`,
    [passkey.id, passkey.counter, newCounter, at],
  );
  return rows.length > 0;
}

/** Removes one of an editor's passkeys; its name, or null when they have none by that id. */
export async function removePasskey(db: Queryable, profileId: string, editorId: string, id: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    "DELETE FROM editor_passkeys WHERE profile_id = $1 AND editor_id = $2 AND id = $3 RETURNING name",
    [profileId, editorId, id],
  );
  return row?.name ?? null;
}
