import type { WebhookEventType } from "../../schema/api/webhooks";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** What a change tells integrators: plain JSON, never a secret, password or token. */
export type WebhookData = Readonly<Record<string, unknown>>;

/** The channel an event with deliveries is announced on, at its transaction's commit (NOTIFY waits for it). */
export const WEBHOOK_CHANNEL = "backline_webhooks";

/**
 * Writes an event to the outbox, inside the transaction of the change it tells of (`tx`), with a
 * delivery for each of the artist's endpoints that takes it. `changeKey` names the change (say
 * `order.paid:<order id>`): a change applied twice (a payment event delivered again) writes one
 * event. When an endpoint takes it, the commit announces it (WEBHOOK_CHANNEL), so the sender is
 * woken at once, however the change came (a route, a job, the maintenance). Returns whether this
 * call wrote it.
 */
export async function emitWebhookEvent(
  tx: Queryable,
  event: { profileId: string; type: WebhookEventType; changeKey: string; data: WebhookData; at?: number },
): Promise<boolean> {
  const id = newId();
  const at = event.at ?? Date.now();
  const created = Math.floor(at / 1000);
  const payload = { id, type: event.type, created, profileId: event.profileId, data: event.data };
  const fresh = await tx.query(
    `INSERT INTO webhook_events (id, profile_id, type, change_key, payload, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (profile_id, change_key) DO NOTHING RETURNING id`,
    [id, event.profileId, event.type, event.changeKey, JSON.stringify(payload), new Date(at)],
  );
  if (fresh.length === 0) return false;
  await tx.query(
    // Due at once, whatever the clock of the worker that takes it says (-infinity: before any time).
    `WITH made AS (
       INSERT INTO webhook_deliveries (id, endpoint_id, event_id, next_attempt_at)
       SELECT substr(md5(random()::text || e.id), 1, 16), e.id, $2, '-infinity' FROM webhook_endpoints e
       WHERE e.profile_id = $1 AND e.enabled AND $3 = ANY (e.events)
       RETURNING id
     )
     SELECT pg_notify($4, $1) FROM (SELECT 1 FROM made LIMIT 1) due`,
    [event.profileId, id, event.type, WEBHOOK_CHANNEL],
  );
  return true;
}
