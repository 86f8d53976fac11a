import type { Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";

/** How long 'Remember this device' skips the second step. */
export const REMEMBER_DEVICE_DAYS = 30;

/** Remembers a browser for an editor until `nowMs` + 30 days; returns the token its cookie keeps. */
export async function rememberDeviceFor(db: Queryable, profileId: string, editorId: string, nowMs: number): Promise<string> {
  const token = createToken();
  // The editor's devices that ended go as a new one comes: nothing else reads them.
  await db.query("DELETE FROM remembered_devices WHERE editor_id = $1 AND expires_at <= $2", [editorId, new Date(nowMs)]);
  await db.query("INSERT INTO remembered_devices (token_hash, editor_id, profile_id, expires_at) VALUES ($1, $2, $3, $4)", [
    hashToken(token),
    editorId,
    profileId,
    new Date(nowMs + REMEMBER_DEVICE_DAYS * 86_400_000),
  ]);
  return token;
}

/** Whether a browser's token is a live remembered device of this editor at `nowMs`. */
export async function isRememberedDevice(
  db: Queryable,
  profileId: string,
  editorId: string,
  token: string,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    "SELECT 1 FROM remembered_devices WHERE token_hash = $1 AND editor_id = $2 AND profile_id = $3 AND expires_at > $4",
    [hashToken(token), editorId, profileId, new Date(nowMs)],
  );
  return rows.length > 0;
}

/** Forgets every device an editor asked to be remembered on: a new password, or two-step sign-in turned off. */
export async function forgetRememberedDevices(db: Queryable, editorId: string): Promise<void> {
  await db.query("DELETE FROM remembered_devices WHERE editor_id = $1", [editorId]);
}
