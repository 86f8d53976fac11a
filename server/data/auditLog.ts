import type { Editor } from "../../schema/api/accounts";
import { AUDIT_ACTIONS, AUDIT_KEEP_DAYS, type AuditAction, type AuditCategory, type AuditEntry } from "../../schema/api/auditLog";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** How the log names who did something: their name and address, as they were then. */
export function actorName(editor: Pick<Editor, "name" | "email">): string {
  return editor.name ? `${editor.name} <${editor.email}>` : editor.email;
}

/** Writes one entry of an artist's audit log: `actor` did `action` to `subject`, now. */
export async function recordAudit(
  db: Queryable,
  entry: { profileId: string; actor: Pick<Editor, "id" | "name" | "email">; action: AuditAction; subject: string },
): Promise<void> {
  // The one who did it may be gone already (they left the team): the entry keeps their name alone.
  const sql = `INSERT INTO audit_events (id, profile_id, actor_id, actor, action, subject)
    VALUES ($1, $2, (SELECT id FROM editors WHERE id = $3), $4, $5, $6)`;
  await db.query(sql, [newId(), entry.profileId, entry.actor.id, actorName(entry.actor), entry.action, entry.subject.slice(0, 500)]);
}

/** The actions of one kind of work. */
function actionsOf(category: AuditCategory): AuditAction[] {
  return (Object.entries(AUDIT_ACTIONS) as [AuditAction, AuditCategory][]).filter(([, of]) => of === category).map(([action]) => action);
}

/** A page of an artist's log, newest first, of one kind of work and one person when asked; with everyone it names. */
export async function listAudit(
  db: Queryable,
  profileId: string,
  { category, actor, offset = 0, limit = 50 }: { category?: AuditCategory; actor?: string; offset?: number; limit?: number },
): Promise<{ total: number; data: AuditEntry[]; actors: string[] }> {
  const where = ["profile_id = $1"];
  const params: unknown[] = [profileId];
  if (category) {
    params.push(actionsOf(category));
    where.push(`action = ANY($${params.length})`);
  }
  if (actor) {
    params.push(actor);
    where.push(`actor = $${params.length}`);
  }
  const clause = where.join(" AND ");
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_events WHERE ${clause}`, params);
  const rows = await db.query<{ id: string; at: Date | string; actor: string; action: AuditAction; subject: string }>(
    `SELECT id, at, actor, action, subject FROM audit_events WHERE ${clause}
     ORDER BY at DESC, id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, offset, limit],
  );
  const actors = await db.query<{ actor: string }>(
    "SELECT DISTINCT actor FROM audit_events WHERE profile_id = $1 ORDER BY actor LIMIT 100",
    [profileId],
  );
  return {
    total: count?.total ?? 0,
    data: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    actors: actors.map((row) => row.actor),
  };
}

/** Deletes entries past their year: the only way one ever goes. */
export async function pruneAuditLog(db: Queryable): Promise<void> {
  await db.query("DELETE FROM audit_events WHERE at < now() - make_interval(days => $1)", [AUDIT_KEEP_DAYS]);
}
