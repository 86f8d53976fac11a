import type { Editor, EditorRole } from "../../schema/api/accounts";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

interface EditorRow {
  id: string;
  profile_id: string;
  email: string;
  name: string;
  role: EditorRole;
  password_hash: string;
}

const COLUMNS = "id, profile_id, email, name, role, password_hash";

function toEditor(row: EditorRow): Editor {
  return { id: row.id, profileId: row.profile_id, email: row.email, name: row.name, role: row.role };
}

/** An editor's columns for a query that joins `editors e` (a session's, read with it). */
export const JOINED_EDITOR_COLUMNS = "e.id AS e_id, e.profile_id AS e_profile_id, e.email AS e_email, e.name AS e_name, e.role AS e_role";

export interface JoinedEditorRow {
  e_id: string | null;
  e_profile_id: string;
  e_email: string;
  e_name: string;
  e_role: EditorRole;
}

/** The editor a row joined with JOINED_EDITOR_COLUMNS, or null when the join found none. */
export function joinedEditor(row: JoinedEditorRow): Editor | null {
  if (row.e_id === null) return null;
  return { id: row.e_id, profileId: row.e_profile_id, email: row.e_email, name: row.e_name, role: row.e_role };
}

/** Adds an editor to an artist's team; `joinedAt` (an imported member's, issue 40) is now when absent. */
export async function createEditor(
  db: Queryable,
  input: { profileId: string; email: string; name: string; role: EditorRole; passwordHash: string; joinedAt?: string | undefined },
): Promise<Editor> {
  const [row] = await db.query<EditorRow>(
    `INSERT INTO editors (id, profile_id, email, name, role, password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now())) RETURNING ${COLUMNS}`,
    [newId(), input.profileId, input.email, input.name, input.role, input.passwordHash, input.joinedAt ?? null],
  );
  return toEditor(row as EditorRow);
}

export async function findEditorByEmail(
  db: Queryable,
  profileId: string,
  email: string,
): Promise<{ editor: Editor; passwordHash: string } | null> {
  const [row] = await db.query<EditorRow>(`SELECT ${COLUMNS} FROM editors WHERE profile_id = $1 AND email = $2`, [profileId, email]);
  return row ? { editor: toEditor(row), passwordHash: row.password_hash } : null;
}

export async function findEditor(db: Queryable, profileId: string, id: string): Promise<Editor | null> {
  const [row] = await db.query<EditorRow>(`SELECT ${COLUMNS} FROM editors WHERE profile_id = $1 AND id = $2`, [profileId, id]);
  return row ? toEditor(row) : null;
}

/** Replaces an editor's password hash. */
export async function setEditorPasswordHash(db: Queryable, profileId: string, editorId: string, passwordHash: string): Promise<void> {
  await db.query("UPDATE editors SET password_hash = $3 WHERE profile_id = $1 AND id = $2", [profileId, editorId, passwordHash]);
}

/** The other artists an editor's email also edits, by name: each has an editor account of its own with that email. */
export async function findOtherArtistsOfEditor(db: Queryable, editorId: string): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>(
    `SELECT p.id, p.name FROM editors me
     JOIN editors other ON lower(other.email) = lower(me.email) AND other.profile_id <> me.profile_id
     JOIN profiles p ON p.id = other.profile_id
     WHERE me.id = $1 ORDER BY p.name, p.id LIMIT 50`,
    [editorId],
  );
}

/** An artist's owners, by address. */
export async function findOwners(db: Queryable, profileId: string): Promise<Editor[]> {
  const rows = await db.query<EditorRow>(`SELECT ${COLUMNS} FROM editors WHERE profile_id = $1 AND role = 'owner' ORDER BY email`, [
    profileId,
  ]);
  return rows.map(toEditor);
}

/**
 * The password hashes an address signs in to other artists' studios with (each artist keeps an
 * account of its own per address): joining a new team with one of these passwords keeps it.
 */
export async function findPasswordHashesOfEmail(
  db: Queryable,
  exceptProfileId: string,
  email: string,
): Promise<{ name: string; passwordHash: string }[]> {
  const rows = await db.query<{ name: string; password_hash: string }>(
    "SELECT name, password_hash FROM editors WHERE lower(email) = lower($1) AND profile_id <> $2 ORDER BY created_at LIMIT 20",
    [email, exceptProfileId],
  );
  return rows.map((row) => ({ name: row.name, passwordHash: row.password_hash }));
}
