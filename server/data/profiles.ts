import type { Profile } from "../../schema/entities/people";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

export async function createProfile(db: Queryable, name: string, id = newId()): Promise<Profile> {
  await db.query("INSERT INTO profiles (id, name) VALUES ($1, $2)", [id, name]);
  return { id, name };
}

export async function findProfile(db: Queryable, id: string): Promise<Profile | null> {
  const [row] = await db.query<Profile>("SELECT id, name FROM profiles WHERE id = $1", [id]);
  return row ?? null;
}

/** The artist a host name belongs to (`band.example.com`), if one claimed it. */
export async function findProfileByHost(db: Queryable, host: string): Promise<Profile | null> {
  const [row] = await db.query<Profile>("SELECT p.id, p.name FROM domains d JOIN profiles p ON p.id = d.profile_id WHERE d.host = $1", [
    host.toLowerCase(),
  ]);
  return row ?? null;
}

export async function addDomain(db: Queryable, host: string, profileId: string): Promise<void> {
  await db.query("INSERT INTO domains (host, profile_id) VALUES ($1, $2) ON CONFLICT (host) DO UPDATE SET profile_id = $2", [
    host.toLowerCase(),
    profileId,
  ]);
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

/** The first host name an artist claimed, in name order: the address their site is canonically at; null when they claimed none. */
export async function findPrimaryDomain(db: Queryable, profileId: string): Promise<string | null> {
  const [row] = await db.query<{ host: string }>("SELECT host FROM domains WHERE profile_id = $1 ORDER BY host LIMIT 1", [profileId]);
  return row?.host ?? null;
}

/** Claims a host name for an artist; false when another artist (or this one) already has it. Never takes a host away. */
export async function claimDomain(db: Queryable, host: string, profileId: string): Promise<boolean> {
  const rows = await db.query("INSERT INTO domains (host, profile_id) VALUES ($1, $2) ON CONFLICT (host) DO NOTHING RETURNING host", [
    host.toLowerCase(),
    profileId,
  ]);
  return rows.length > 0;
}
