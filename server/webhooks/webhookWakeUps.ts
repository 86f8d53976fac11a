import { WEBHOOK_CHANNEL } from "../data/webhookOutbox";
import type { Database, Listening } from "../db/database";
import type { WebhookDispatch } from "./webhookDispatch";

/**
 * Wakes the sender when a committed change wrote a delivery (emitWebhookEvent announces it on
 * WEBHOOK_CHANNEL, which PostgreSQL delivers only at commit): an order shipped in the studio, a
 * post published, a fan joining reach their endpoints at once, never a delivery that a rolled-back
 * change left unwritten. A burst of announcements is one wake-up at a time, and one more after it
 * for what arrived meanwhile. A lost connection costs nothing but time: the minute's wake-up in
 * the maintenance sends whatever is due.
 */
export function watchWebhookEvents(db: Database, dispatch: WebhookDispatch, onError: (error: unknown) => void): Promise<Listening> {
  let waking: Promise<void> | null = null;
  let again = false;
  const wake = (): void => {
    if (waking) {
      again = true;
      return;
    }
    again = false;
    waking = dispatch
      .wake()
      .catch(onError)
      .finally(() => {
        waking = null;
        if (again) wake();
      });
  };
  return db.listen(WEBHOOK_CHANNEL, { onPayload: wake, onLost: () => {}, onListening: wake });
}
