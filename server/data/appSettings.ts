import type { Queryable } from "../db/database";

/** Stores `value` under `key` unless the key already holds one (the first writer wins). */
export async function insertSettingIfAbsent(db: Queryable, key: string, value: string): Promise<void> {
  await db.query("INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [key, value]);
}

/** The value stored under `key`, or null. */
export async function findSetting(db: Queryable, key: string): Promise<string | null> {
  const [row] = await db.query<{ value: string }>("SELECT value FROM app_settings WHERE key = $1", [key]);
  return row?.value ?? null;
}

export async function deleteSetting(db: Queryable, key: string): Promise<void> {
  await db.query("DELETE FROM app_settings WHERE key = $1", [key]);
}
