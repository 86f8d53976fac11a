import type { Redirect } from "../../schema/api/redirects";
import type { Queryable } from "../db/database";

const COLUMNS = `from_path AS "fromPath", to_path AS "toPath", permanent`;

/** An artist's redirects, by their old path. */
export function listRedirects(db: Queryable, profileId: string): Promise<Redirect[]> {
  return db.query<Redirect>(`SELECT ${COLUMNS} FROM site_redirects WHERE profile_id = $1 ORDER BY from_path`, [profileId]);
}

export async function countRedirects(db: Queryable, profileId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM site_redirects WHERE profile_id = $1", [profileId]);
  return row?.count ?? 0;
}

/** Which of these old paths already have a redirect. */
export async function existingRedirectPaths(db: Queryable, profileId: string, fromPaths: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ fromPath: string }>(
    `SELECT from_path AS "fromPath" FROM site_redirects WHERE profile_id = $1 AND from_path = ANY($2::text[])`,
    [profileId, [...fromPaths]],
  );
  return new Set(rows.map((row) => row.fromPath));
}

/** Adds redirects, or replaces those of the same old paths, in one statement. */
export async function saveRedirects(db: Queryable, profileId: string, redirects: readonly Redirect[]): Promise<void> {
  if (redirects.length === 0) return;
  await db.query(
    `INSERT INTO site_redirects (profile_id, from_path, to_path, permanent)
     SELECT $1, r.from_path, r.to_path, r.permanent FROM unnest($2::text[], $3::text[], $4::boolean[]) AS r(from_path, to_path, permanent)
     ON CONFLICT (profile_id, from_path) DO UPDATE SET to_path = EXCLUDED.to_path, permanent = EXCLUDED.permanent`,
    [profileId, redirects.map((each) => each.fromPath), redirects.map((each) => each.toPath), redirects.map((each) => each.permanent)],
  );
}

/** Removes the redirect of an old path; false when there was none. */
export async function deleteRedirect(db: Queryable, profileId: string, fromPath: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM site_redirects WHERE profile_id = $1 AND from_path = $2 RETURNING from_path", [
    profileId,
    fromPath,
  ]);
  return rows.length > 0;
}
