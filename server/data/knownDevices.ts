import type { Queryable } from "../db/database";

/** Whose a device is: a fan's account or an editor. */
export type DeviceOwner = `fan:${string}` | `editor:${string}`;

/** Whether a browser (its device cookie's hash) logged in to this owner before. */
export async function isKnownDevice(db: Queryable, profileId: string, tokenHash: string, owner: DeviceOwner): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM known_devices WHERE token_hash = $1 AND owner = $2 AND profile_id = $3", [
    tokenHash,
    owner,
    profileId,
  ]);
  return rows.length > 0;
}

/** Remembers that a browser logged in to this owner (again). */
export async function rememberDevice(db: Queryable, profileId: string, tokenHash: string, owner: DeviceOwner): Promise<void> {
  await db.query(
    `INSERT INTO known_devices (token_hash, profile_id, owner) VALUES ($1, $2, $3)
     ON CONFLICT (token_hash, owner) DO UPDATE SET last_seen_at = now()`,
    [tokenHash, profileId, owner],
  );
}
