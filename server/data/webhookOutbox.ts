import type { WebhookEventType } from "../../schema/api/webhooks";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";

/** What a change tells integrators: plain JSON, never a secret, password or token. */
export type WebhookData = Readonly<Record<string, unknown>>;

/**
 * Writes an event to the outbox, inside the transaction of the change it tells of (`tx`), with a
 * delivery for each of the artist's endpoints that takes it. `changeKey` names the change (say
 * `order.paid:<order id>`): a change applied twice (a payment event delivered again) writes one
 * event. Returns whether this call wrote it.
 */
export async function emitWebhookEvent(
  tx: Queryable,
  event: { profileId: string; type: WebhookEventType; changeKey: string; data: WebhookData; at?: number },
): Promise<boolean> {
  const id = newId();
  const created = Math.floor((event.at ?? Date.now()) / 1000);
  const payload = { id, type: event.type, created, profileId: event.profileId, data: event.data };
  const fresh = await tx.query(
    `INSERT INTO webhook_events (id, profile_id, type, change_key, payload) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (profile_id, change_key) DO NOTHING RETURNING id`,
    [id, event.profileId, event.type, event.changeKey, JSON.stringify(payload)],
  );
  if (fresh.length === 0) return false;
  await tx.query(
    // Due at once, whatever the clock of the worker that takes it says (-infinity: before any time).
    `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, next_attempt_at)
     SELECT substr(md5(random()::text || e.id), 1, 16), e.id, $2, '-infinity' FROM webhook_endpoints e
     WHERE e.profile_id = $1 AND e.enabled AND $3 = ANY (e.events)`,
    [event.profileId, id, event.type],
  );
  return true;
}
