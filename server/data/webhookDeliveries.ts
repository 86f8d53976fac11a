import type { WebhookAttempt, WebhookDelivery } from "../../schema/api/webhooks";
import { WEBHOOK_DELIVERIES_SHOWN } from "../../schema/api/webhooks";
import type { Queryable } from "../db/database";

/** A delivery due now, with what sending it needs. */
export interface DueDelivery {
  readonly id: string;
  readonly endpointId: string;
  readonly profileId: string;
  readonly url: string;
  readonly secret: string;
  readonly payload: object;
  readonly attempts: number;
  readonly firstTriedAt: number | null;
}

/**
 * Takes up to `limit` deliveries due at `now` of endpoints that are on, leasing each for `leaseMs`
 * (its next attempt moved past the send's time), so two workers never send one at once and one a
 * crash cut off is tried again after the lease.
 */
export async function takeDueDeliveries(db: Queryable, now: number, leaseMs: number, limit: number): Promise<DueDelivery[]> {
  const rows = await db.query<{
    id: string;
    endpoint_id: string;
    profile_id: string;
    url: string;
    secret: string;
    payload: object | string;
    attempts: number;
    first_tried_at: Date | string | null;
  }>(
    `UPDATE webhook_deliveries d SET next_attempt_at = $2
     FROM webhook_endpoints e, webhook_events ev
     WHERE d.id IN (
       SELECT d2.id FROM webhook_deliveries d2 JOIN webhook_endpoints e2 ON e2.id = d2.endpoint_id
       WHERE d2.state = 'pending' AND e2.enabled AND d2.next_attempt_at <= $1
       ORDER BY d2.next_attempt_at LIMIT $3 FOR UPDATE OF d2 SKIP LOCKED
     ) AND e.id = d.endpoint_id AND ev.id = d.event_id
     RETURNING d.id, d.endpoint_id, e.profile_id, e.url, e.secret, ev.payload, d.attempts, d.first_tried_at`,
    [new Date(now), new Date(now + leaseMs), limit],
  );
  return rows.map((row) => ({
    id: row.id,
    endpointId: row.endpoint_id,
    profileId: row.profile_id,
    url: row.url,
    secret: row.secret,
    payload: typeof row.payload === "string" ? (JSON.parse(row.payload) as object) : row.payload,
    attempts: row.attempts,
    firstTriedAt: row.first_tried_at === null ? null : new Date(row.first_tried_at).getTime(),
  }));
}

/** Keeps an attempt and where its delivery stands after it: delivered, failed for good, or due again at `nextAt`. */
export async function recordAttempt(
  db: Queryable,
  deliveryId: string,
  attempt: { at: number; statusCode: number | null; excerpt: string; durationMs: number },
  outcome: { state: "delivered" | "failed" } | { state: "pending"; nextAt: number },
): Promise<void> {
  await db.query("INSERT INTO webhook_attempts (delivery_id, at, status_code, excerpt, duration_ms) VALUES ($1, $2, $3, $4, $5)", [
    deliveryId,
    new Date(attempt.at),
    attempt.statusCode,
    attempt.excerpt,
    attempt.durationMs,
  ]);
  await db.query(
    `UPDATE webhook_deliveries SET state = $2, attempts = attempts + 1, first_tried_at = COALESCE(first_tried_at, $3),
       next_attempt_at = COALESCE($4, next_attempt_at) WHERE id = $1`,
    [deliveryId, outcome.state, new Date(attempt.at), outcome.state === "pending" ? new Date(outcome.nextAt) : null],
  );
}

/** An endpoint answered: its failures are forgotten. */
export async function markEndpointAnswering(db: Queryable, endpointId: string): Promise<void> {
  await db.query("UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL", [endpointId]);
}

/**
 * An endpoint failed at `at`: remembered from its first failure; failing since `offBefore` or
 * earlier, it is turned off and its waiting deliveries fail. True when this call turned it off.
 */
export async function markEndpointFailing(db: Queryable, endpointId: string, at: number, offBefore: number): Promise<boolean> {
  const [row] = await db.query<{ failing_since: Date | string }>(
    "UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, $2) WHERE id = $1 RETURNING failing_since",
    [endpointId, new Date(at)],
  );
  if (!row || new Date(row.failing_since).getTime() > offBefore) return false;
  const off = await db.query("UPDATE webhook_endpoints SET enabled = false, turned_off_at = $2 WHERE id = $1 AND enabled RETURNING id", [
    endpointId,
    new Date(at),
  ]);
  await db.query("UPDATE webhook_deliveries SET state = 'failed' WHERE endpoint_id = $1 AND state = 'pending'", [endpointId]);
  return off.length > 0;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  type: WebhookDelivery["type"];
  state: WebhookDelivery["state"];
  attempts: number;
  next_attempt_at: Date | string;
  created_at: Date | string;
  last_at: Date | string | null;
  last_status: number | null;
  last_excerpt: string | null;
  last_duration: number | null;
}

/** When a pending delivery is due: a new one (-infinity: at once) when it was made. */
function dueAt(next: Date | string, created: Date | string): string {
  const at = new Date(next);
  return (Number.isFinite(at.getTime()) ? at : new Date(created)).toISOString();
}

/** An endpoint's latest deliveries, newest first, each with its last attempt. */
export async function listDeliveries(db: Queryable, profileId: string, endpointId: string): Promise<WebhookDelivery[]> {
  const rows = await db.query<DeliveryRow>(
    `SELECT d.id, d.event_id, ev.type, d.state, d.attempts, d.next_attempt_at, d.created_at,
       a.at AS last_at, a.status_code AS last_status, a.excerpt AS last_excerpt, a.duration_ms AS last_duration
     FROM webhook_deliveries d
     JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.profile_id = $1
     JOIN webhook_events ev ON ev.id = d.event_id
     LEFT JOIN LATERAL (SELECT * FROM webhook_attempts WHERE delivery_id = d.id ORDER BY seq DESC LIMIT 1) a ON true
     WHERE d.endpoint_id = $2 ORDER BY d.created_at DESC, d.id LIMIT $3`,
    [profileId, endpointId, WEBHOOK_DELIVERIES_SHOWN],
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    type: row.type,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.state === "pending" ? dueAt(row.next_attempt_at, row.created_at) : null,
    createdAt: new Date(row.created_at).toISOString(),
    lastAttempt:
      row.last_at === null
        ? null
        : {
            at: new Date(row.last_at).toISOString(),
            statusCode: row.last_status,
            excerpt: row.last_excerpt ?? "",
            durationMs: row.last_duration ?? 0,
          },
  }));
}

/** A delivery's attempts, oldest first. */
export async function listAttempts(db: Queryable, profileId: string, endpointId: string, deliveryId: string): Promise<WebhookAttempt[]> {
  const rows = await db.query<{ at: Date | string; status_code: number | null; excerpt: string; duration_ms: number }>(
    `SELECT a.at, a.status_code, a.excerpt, a.duration_ms FROM webhook_attempts a
     JOIN webhook_deliveries d ON d.id = a.delivery_id JOIN webhook_endpoints e ON e.id = d.endpoint_id
     WHERE e.profile_id = $1 AND d.endpoint_id = $2 AND d.id = $3 ORDER BY a.seq`,
    [profileId, endpointId, deliveryId],
  );
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    statusCode: row.status_code,
    excerpt: row.excerpt,
    durationMs: row.duration_ms,
  }));
}

/** Sends a delivery again at `now` (the studio's Replay): due at once, with a fresh 3 days of retries. */
export async function replayDelivery(
  db: Queryable,
  profileId: string,
  endpointId: string,
  deliveryId: string,
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webhook_deliveries d SET state = 'pending', next_attempt_at = $4, first_tried_at = NULL
     FROM webhook_endpoints e WHERE e.id = d.endpoint_id AND e.profile_id = $1 AND d.endpoint_id = $2 AND d.id = $3 RETURNING d.id`,
    [profileId, endpointId, deliveryId, new Date(now)],
  );
  return rows.length > 0;
}

/** How long the delivery log keeps an event, its deliveries and their attempts. */
export const WEBHOOK_LOG_DAYS = 30;

/** Events forgotten at most per call: a first run after long downtime stays short, the next ones finish. */
const PRUNE_BATCH = 1000;

/**
 * Forgets events from before `before` with their deliveries and attempts (the maintenance passes
 * WEBHOOK_LOG_DAYS ago, on the code's clock), unless one of their deliveries still waits or was
 * tried since (a replay keeps what it replayed). Returns how many events went.
 */
export async function pruneWebhookLog(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query(
    `DELETE FROM webhook_events WHERE id IN (
       SELECT ev.id FROM webhook_events ev WHERE ev.created_at < $1
         AND NOT EXISTS (
           SELECT 1 FROM webhook_deliveries d WHERE d.event_id = ev.id
             AND (d.state = 'pending' OR EXISTS (SELECT 1 FROM webhook_attempts a WHERE a.delivery_id = d.id AND a.at >= $1)))
       LIMIT $2)
     RETURNING id`,
    [before, PRUNE_BATCH],
  );
  return rows.length;
}
