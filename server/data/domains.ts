import { inTransaction, type Queryable } from "../db/database";

/** A custom domain as stored (issue 31), with its artist's address name. */
export interface DomainRow {
  readonly host: string;
  readonly profileId: string;
  /** The artist's address name: the domain's CNAME points at `<slug>.<platformDomain>`. */
  readonly slug: string;
  readonly token: string;
  readonly verifiedAt: string | null;
  readonly isPrimary: boolean;
  readonly createdAt: string;
  readonly checkedAt: string | null;
  readonly checkAttempts: number;
  readonly nextCheckAt: string | null;
  readonly checkProblem: string | null;
}

interface Row {
  host: string;
  profile_id: string;
  slug: string;
  verification_token: string;
  verified_at: Date | string | null;
  is_primary: boolean;
  created_at: Date | string;
  checked_at: Date | string | null;
  check_attempts: number;
  next_check_at: Date | string | null;
  check_problem: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toDomain(row: Row): DomainRow {
  return {
    host: row.host,
    profileId: row.profile_id,
    slug: row.slug,
    token: row.verification_token,
    verifiedAt: iso(row.verified_at),
    isPrimary: row.is_primary,
    createdAt: iso(row.created_at) as string,
    checkedAt: iso(row.checked_at),
    checkAttempts: row.check_attempts,
    nextCheckAt: iso(row.next_check_at),
    checkProblem: row.check_problem,
  };
}

const SELECT = "SELECT d.*, p.slug FROM domains d JOIN profiles p ON p.id = d.profile_id";

/** An artist's domains, oldest first. */
export async function listDomains(db: Queryable, profileId: string): Promise<DomainRow[]> {
  const rows = await db.query<Row>(`${SELECT} WHERE d.profile_id = $1 ORDER BY d.created_at, d.host`, [profileId]);
  return rows.map(toDomain);
}

/** One of an artist's domains; null when it is not theirs (or no one's). */
export async function findDomain(db: Queryable, profileId: string, host: string): Promise<DomainRow | null> {
  const [row] = await db.query<Row>(`${SELECT} WHERE d.profile_id = $1 AND d.host = $2`, [profileId, host]);
  return row ? toDomain(row) : null;
}

/** Who holds a host: its artist's id, or null. */
export async function domainHolder(db: Queryable, host: string): Promise<string | null> {
  const [row] = await db.query<{ profile_id: string }>("SELECT profile_id FROM domains WHERE host = $1", [host]);
  return row?.profile_id ?? null;
}

export async function countDomains(db: Queryable, profileId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM domains WHERE profile_id = $1", [profileId]);
  return row?.count ?? 0;
}

/**
 * Adds an unverified domain for an artist, first checked at `firstCheckAt`; false when the host
 * is already someone's (this artist's or another's), which the caller tells apart.
 */
export async function insertDomain(
  db: Queryable,
  { host, profileId, token, nowMs, firstCheckAt }: { host: string; profileId: string; token: string; nowMs: number; firstCheckAt: number },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO domains (host, profile_id, verification_token, created_at, next_check_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (host) DO NOTHING RETURNING host`,
    [host, profileId, token, new Date(nowMs).toISOString(), new Date(firstCheckAt).toISOString()],
  );
  return rows.length > 0;
}

/** Removes one of an artist's domains; false when they have no such domain. */
export async function deleteDomain(db: Queryable, profileId: string, host: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM domains WHERE profile_id = $1 AND host = $2 RETURNING host", [profileId, host]);
  return rows.length > 0;
}

/**
 * Makes a verified domain the artist's primary address, or none (`null`: the subdomain is);
 * false when the host is not one of their verified domains. Two statements in one transaction:
 * the index allowing one primary per artist is checked row by row.
 */
export function setPrimaryDomain(db: Queryable, profileId: string, host: string | null): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await tx.query("UPDATE domains SET is_primary = false WHERE profile_id = $1 AND is_primary", [profileId]);
    if (host === null) return true;
    const rows = await tx.query(
      "UPDATE domains SET is_primary = true WHERE profile_id = $1 AND host = $2 AND verified_at IS NOT NULL RETURNING host",
      [profileId, host],
    );
    if (rows.length === 0) throw new NotVerified();
    return true;
  }).catch((error: unknown) => {
    if (error instanceof NotVerified) return false;
    throw error;
  });
}

/** Rolls back the change of primary when the new one is not a verified domain of the artist. */
class NotVerified extends Error {}

/**
 * Takes a domain's turn to be checked now, unless it was checked less than `coolDownMs` ago
 * (Check now pressed again and again must not hammer DNS): the time of the previous check
 * otherwise, for the caller to say how long to wait. One statement, so two presses at once check once.
 */
export async function claimCheck(
  db: Queryable,
  host: string,
  nowMs: number,
  coolDownMs: number,
): Promise<{ ok: true } | { ok: false; checkedAt: string }> {
  const now = new Date(nowMs).toISOString();
  const rows = await db.query(
    `UPDATE domains SET checked_at = $2
     WHERE host = $1 AND (checked_at IS NULL OR checked_at <= $2::timestamptz - make_interval(secs => $3))
     RETURNING host`,
    [host, now, coolDownMs / 1000],
  );
  if (rows.length > 0) return { ok: true };
  const [row] = await db.query<{ checked_at: Date | string }>("SELECT checked_at FROM domains WHERE host = $1", [host]);
  return { ok: false, checkedAt: iso(row?.checked_at ?? now) as string };
}

/** The records were found: the domain serves its artist from now on and is checked no more. */
export async function markVerified(db: Queryable, host: string, nowMs: number): Promise<void> {
  const now = new Date(nowMs).toISOString();
  await db.query(
    "UPDATE domains SET verified_at = $2, checked_at = $2, check_problem = NULL, next_check_at = NULL WHERE host = $1 AND verified_at IS NULL",
    [host, now],
  );
}

/** The records were not found: why, and when to look again (null: no more by itself). */
export async function markCheckFailed(
  db: Queryable,
  host: string,
  { nowMs, problem, nextCheckAt }: { nowMs: number; problem: string; nextCheckAt: number | null },
): Promise<void> {
  await db.query(
    `UPDATE domains SET checked_at = $2, check_problem = $3, check_attempts = check_attempts + 1, next_check_at = $4
     WHERE host = $1 AND verified_at IS NULL`,
    [host, new Date(nowMs).toISOString(), problem, nextCheckAt === null ? null : new Date(nextCheckAt).toISOString()],
  );
}

/** Unverified domains whose next check is due, the longest waiting first. */
export async function dueDomains(db: Queryable, nowMs: number, limit: number): Promise<DomainRow[]> {
  const rows = await db.query<Row>(`${SELECT} WHERE d.verified_at IS NULL AND d.next_check_at <= $1 ORDER BY d.next_check_at LIMIT $2`, [
    new Date(nowMs).toISOString(),
    limit,
  ]);
  return rows.map(toDomain);
}

/**
 * The primary domain of the artist an address belongs to, or their address name when they have no
 * primary domain; the address is an address name (`slug`), or hosts of verified domains
 * (`band.example`, then the name under `www.`). Null when the address is no artist's.
 */
export async function findPrimaryOfAddress(
  db: Queryable,
  address: { slug: string } | { hosts: readonly string[] },
): Promise<{ domain: string } | { slug: string } | null> {
  const [row] =
    "slug" in address
      ? await db.query<{ host: string | null; slug: string }>(
          `SELECT d.host, p.slug FROM profiles p
           LEFT JOIN domains d ON d.profile_id = p.id AND d.is_primary AND d.verified_at IS NOT NULL
           WHERE p.slug = $1`,
          [address.slug],
        )
      : await db.query<{ host: string | null; slug: string }>(
          `SELECT pd.host, p.slug FROM domains d
           JOIN profiles p ON p.id = d.profile_id
           LEFT JOIN domains pd ON pd.profile_id = d.profile_id AND pd.is_primary AND pd.verified_at IS NOT NULL
           WHERE d.host = ANY($1::text[]) AND d.verified_at IS NOT NULL
           ORDER BY array_position($1::text[], d.host) LIMIT 1`,
          [[...address.hosts]],
        );
  if (!row) return null;
  return row.host ? { domain: row.host } : { slug: row.slug };
}
