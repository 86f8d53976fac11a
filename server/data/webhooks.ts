import type { WebhookEndpoint, WebhookEventType } from "../../schema/api/webhooks";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

interface EndpointRow {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  failing_since: Date | string | null;
  turned_off_at: Date | string | null;
  created_at: Date | string;
}

const ENDPOINT_COLUMNS = "id, url, events, enabled, failing_since, turned_off_at, created_at";
const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  failingSince: isoOrNull(row.failing_since),
  turnedOffAt: isoOrNull(row.turned_off_at),
  createdAt: new Date(row.created_at).toISOString(),
});

/** An artist's endpoints, oldest first. */
export async function listWebhookEndpoints(db: Queryable, profileId: string): Promise<WebhookEndpoint[]> {
  const rows = await db.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE profile_id = $1 ORDER BY created_at, id`,
    [profileId],
  );
  return rows.map(toEndpoint);
}

export async function findWebhookEndpoint(db: Queryable, profileId: string, id: string): Promise<WebhookEndpoint | null> {
  const [row] = await db.query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE profile_id = $1 AND id = $2`, [
    profileId,
    id,
  ]);
  return row ? toEndpoint(row) : null;
}

export async function createWebhookEndpoint(
  db: Queryable,
  profileId: string,
  endpoint: { url: string; events: readonly WebhookEventType[]; secret: string },
): Promise<string> {
  const id = newId();
  await db.query("INSERT INTO webhook_endpoints (id, profile_id, url, events, secret) VALUES ($1, $2, $3, $4, $5)", [
    id,
    profileId,
    endpoint.url,
    endpoint.events,
    endpoint.secret,
  ]);
  return id;
}

/** Changes an endpoint; turning it on again forgets its failures, so it has 3 more days to answer. */
export async function updateWebhookEndpoint(
  db: Queryable,
  profileId: string,
  id: string,
  change: { url: string; events: readonly WebhookEventType[]; enabled: boolean },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webhook_endpoints SET url = $3, events = $4, enabled = $5,
       failing_since = CASE WHEN $5 AND NOT enabled THEN NULL ELSE failing_since END,
       turned_off_at = CASE WHEN $5 THEN NULL ELSE turned_off_at END
     WHERE profile_id = $1 AND id = $2 RETURNING id`,
    [profileId, id, change.url, change.events, change.enabled],
  );
  return rows.length > 0;
}

export async function deleteWebhookEndpoint(db: Queryable, profileId: string, id: string): Promise<boolean> {
  return (await db.query("DELETE FROM webhook_endpoints WHERE profile_id = $1 AND id = $2 RETURNING id", [profileId, id])).length > 0;
}

export async function countWebhookEndpoints(db: Queryable, profileId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM webhook_endpoints WHERE profile_id = $1", [
    profileId,
  ]);
  return row?.count ?? 0;
}

export async function findWebhookSecret(db: Queryable, profileId: string, id: string): Promise<string | null> {
  const [row] = await db.query<{ secret: string }>("SELECT secret FROM webhook_endpoints WHERE profile_id = $1 AND id = $2", [
    profileId,
    id,
  ]);
  return row?.secret ?? null;
}

export async function setWebhookSecret(db: Queryable, profileId: string, id: string, secret: string): Promise<boolean> {
  const rows = await db.query("UPDATE webhook_endpoints SET secret = $3 WHERE profile_id = $1 AND id = $2 RETURNING id", [
    profileId,
    id,
    secret,
  ]);
  return rows.length > 0;
}
