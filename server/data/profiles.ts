import type { Profile } from "../../schema/entities/people";
import { slugCandidates, slugFromName } from "../../schema/rules/artistSlug";
import { isPgError, PG_UNIQUE_VIOLATION, type Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** The address name asked for exactly belongs to another artist. */
export class SlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`The address name ${slug} belongs to another artist`);
  }
}

/**
 * Makes an artist's profile at an address name of their own: `slug` exactly when `exactSlug`
 * (SlugTaken when another artist has it), else the first free one of `slug` (or one made from the
 * name), `slug-2`, `slug-3`…
 */
export async function createProfile(
  db: Queryable,
  name: string,
  { id = newId(), slug, exactSlug = false }: { id?: string; slug?: string; exactSlug?: boolean } = {},
): Promise<Profile & { slug: string }> {
  const wanted = slug ?? slugFromName(name);
  for (const candidate of slugCandidates(wanted)) {
    const rows = await db.query("INSERT INTO profiles (id, name, slug) VALUES ($1, $2, $3) ON CONFLICT (slug) DO NOTHING RETURNING id", [
      id,
      name,
      candidate,
    ]);
    if (rows.length > 0) return { id, name, slug: candidate };
    if (exactSlug) throw new SlugTaken(candidate);
  }
  throw new SlugTaken(wanted);
}

/** The artist at `<slug>.<PLATFORM_DOMAIN>`, if any. */
export async function findProfileBySlug(db: Queryable, slug: string): Promise<Profile | null> {
  const [row] = await db.query<Profile>("SELECT id, name FROM profiles WHERE slug = $1", [slug.toLowerCase()]);
  return row ?? null;
}

/** An artist's addresses: their address name, and the verified domain they chose as primary, if any. */
export interface ArtistAddress {
  readonly slug: string;
  readonly primaryDomain: string | null;
}

/** An artist's address name and the verified domain they chose as primary (null when their subdomain is); null for no such artist. */
export async function findArtistAddress(db: Queryable, profileId: string): Promise<ArtistAddress | null> {
  const [row] = await db.query<ArtistAddress>(
    `SELECT p.slug, d.host AS "primaryDomain" FROM profiles p
     LEFT JOIN domains d ON d.profile_id = p.id AND d.is_primary AND d.verified_at IS NOT NULL
     WHERE p.id = $1`,
    [profileId],
  );
  return row ?? null;
}

/**
 * Gives an artist a new name and address name (the studio's Site settings, issue 34, item 10):
 * `slugTaken` when another artist has that address name (the unique index decides, so two artists
 * asking for one at once cannot both get it), `notFound` for no such artist.
 */
export async function renameProfile(
  db: Queryable,
  profileId: string,
  { name, slug }: { name: string; slug: string },
): Promise<"renamed" | "slugTaken" | "notFound"> {
  try {
    const rows = await db.query("UPDATE profiles SET name = $2, slug = $3 WHERE id = $1 RETURNING id", [profileId, name, slug]);
    return rows.length > 0 ? "renamed" : "notFound";
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) return "slugTaken";
    throw error;
  }
}

/** An artist's address name. */
export async function findProfileSlug(db: Queryable, profileId: string): Promise<string | null> {
  const [row] = await db.query<{ slug: string }>("SELECT slug FROM profiles WHERE id = $1", [profileId]);
  return row?.slug ?? null;
}

export async function findProfile(db: Queryable, id: string): Promise<Profile | null> {
  const [row] = await db.query<Profile>("SELECT id, name FROM profiles WHERE id = $1", [id]);
  return row ?? null;
}

/** The artist a host name belongs to (`band.example.com`), if one verified it: a domain being checked serves no one yet. */
export async function findProfileByHost(db: Queryable, host: string): Promise<Profile | null> {
  const [row] = await db.query<Profile>(
    "SELECT p.id, p.name FROM domains d JOIN profiles p ON p.id = d.profile_id WHERE d.host = $1 AND d.verified_at IS NOT NULL",
    [host.toLowerCase()],
  );
  return row ?? null;
}

/** Inserts a verified domain, primary when the artist has none yet (the operator's word, or a test's). */
const INSERT_VERIFIED_DOMAIN = `
INSERT INTO domains (host, profile_id, verified_at, is_primary)
VALUES ($1, $2, now(), NOT EXISTS (SELECT 1 FROM domains WHERE profile_id = $2 AND is_primary))`;

/** Gives a host name to an artist, verified, taking it from whoever had it (for tests and seeds). */
export async function addDomain(db: Queryable, host: string, profileId: string): Promise<void> {
  await db.query("DELETE FROM domains WHERE host = $1", [host.toLowerCase()]);
  await db.query(INSERT_VERIFIED_DOMAIN, [host.toLowerCase(), profileId]);
}

/** The artist served on localhost and unknown hosts: the demo artist by default. */
export async function findDefaultProfile(db: Queryable): Promise<Profile | null> {
  const [row] = await db.query<Profile>(
    "SELECT p.id, p.name FROM app_settings s JOIN profiles p ON p.id = s.value WHERE s.key = 'default_profile_id'",
  );
  return row ?? null;
}

export async function setDefaultProfile(db: Queryable, profileId: string): Promise<void> {
  await db.query("INSERT INTO app_settings (key, value) VALUES ('default_profile_id', $1) ON CONFLICT (key) DO UPDATE SET value = $1", [
    profileId,
  ]);
}

/** The verified domain an artist chose as their primary address; null when their subdomain is. */
export async function findPrimaryDomain(db: Queryable, profileId: string): Promise<string | null> {
  const [row] = await db.query<{ host: string }>(
    "SELECT host FROM domains WHERE profile_id = $1 AND is_primary AND verified_at IS NOT NULL",
    [profileId],
  );
  return row?.host ?? null;
}

/**
 * Claims a host name for an artist, verified (the operator's `--domain`, trusted), primary when
 * they have none; false when another artist (or this one) already has it. Never takes a host away.
 */
export async function claimDomain(db: Queryable, host: string, profileId: string): Promise<boolean> {
  const rows = await db.query(`${INSERT_VERIFIED_DOMAIN} ON CONFLICT (host) DO NOTHING RETURNING host`, [host.toLowerCase(), profileId]);
  return rows.length > 0;
}
