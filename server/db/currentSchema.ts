import type { Queryable } from "./database";

/** The schema this connection works in: `public`, or a test's or benchmark's own (ownSchema.ts). */
export async function currentSchema(db: Queryable): Promise<string> {
  const [row] = await db.query<{ schema: string }>("SELECT current_schema() AS schema");
  return row?.schema ?? "public";
}
