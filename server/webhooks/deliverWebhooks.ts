import { findOwners } from "../data/editors";
import { findProfile } from "../data/profiles";
import { type DueDelivery, markEndpointAnswering, markEndpointFailing, recordAttempt, takeDueDeliveries } from "../data/webhookDeliveries";
import type { Database } from "../db/database";
import type { MailQueue } from "../mail/mailQueue";
import type { Clock } from "../time/clock";
import { postWebhook, WEBHOOK_TIMEOUT_MS, type WebhookAnswer } from "./postWebhook";
import { type AddressResolver, checkHost } from "./publicAddress";
import { signatureHeader } from "./signature";
import { tellOwnersEndpointOff } from "./webhookNotices";

const MINUTE_MS = 60_000;
/** How long a delivery (and an endpoint) keeps failing before it is given up (and turned off). */
export const WEBHOOK_RETRY_MS = 3 * 24 * 60 * MINUTE_MS;
/** The longest wait between two attempts. */
const MAX_WAIT_MS = 6 * 60 * MINUTE_MS;
/** Deliveries taken at once. */
const BATCH = 20;

export interface WebhookDeps {
  readonly db: Database;
  readonly mail: MailQueue;
  readonly clock: Clock;
  readonly resolve: AddressResolver;
  /** WEBHOOKS_ALLOW_PRIVATE: http:// and private addresses allowed (local testing). */
  readonly allowPrivate: boolean;
  /** Where the studio is (PUBLIC_URL), for the notice's link; none without it. */
  readonly studioOrigin: string | null;
}

/** The wait after the `attempts`-th failure: 1 minute, doubling, at most 6 hours. */
export function retryWait(attempts: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), MAX_WAIT_MS);
}

/** One attempt: the address checked again now (an allowed name may since point inside), then the signed POST. */
async function attempt(deps: WebhookDeps, delivery: DueDelivery, at: number): Promise<WebhookAnswer> {
  const url = new URL(delivery.url);
  const checked = await checkHost(url.hostname, deps.resolve, deps.allowPrivate);
  if (!checked.ok)
    return {
      statusCode: null,
      excerpt: checked.problem === "privateAddress" ? "refused: a private or local address" : "the address was not found",
    };
  const body = JSON.stringify(delivery.payload);
  const signature = signatureHeader(delivery.secret, body, Math.floor(at / 1000));
  return postWebhook(url, checked.address, body, { "backline-signature": signature }, WEBHOOK_TIMEOUT_MS);
}

/** Sends one delivery and keeps what came of it; an endpoint failing for 3 days is turned off and its owners told. */
async function deliverOne(deps: WebhookDeps, delivery: DueDelivery): Promise<void> {
  const at = deps.clock.now();
  const started = performance.now();
  const answer = await attempt(deps, delivery, at);
  const durationMs = Math.round(performance.now() - started);
  const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
  const tried = { at, statusCode: answer.statusCode, excerpt: answer.excerpt, durationMs };
  if (ok) {
    await recordAttempt(deps.db, delivery.id, tried, { state: "delivered" });
    await markEndpointAnswering(deps.db, delivery.endpointId);
    return;
  }
  const givenUp = at - (delivery.firstTriedAt ?? at) >= WEBHOOK_RETRY_MS;
  await recordAttempt(
    deps.db,
    delivery.id,
    tried,
    givenUp ? { state: "failed" } : { state: "pending", nextAt: at + retryWait(delivery.attempts + 1) },
  );
  if (await markEndpointFailing(deps.db, delivery.endpointId, at, at - WEBHOOK_RETRY_MS)) {
    const profile = await findProfile(deps.db, delivery.profileId);
    const owners = await findOwners(deps.db, delivery.profileId);
    await tellOwnersEndpointOff(deps.mail, {
      profileId: delivery.profileId,
      artistName: profile?.name ?? "",
      owners: owners.map((owner) => owner.email),
      url: delivery.url,
      studioUrl: deps.studioOrigin ? `${deps.studioOrigin}/studio/settings#settings-webhooks` : null,
    });
  }
}

/**
 * Sends every delivery due by the clock's time, a batch at a time, until none is left: run by the
 * "deliver-webhooks" job (woken after a change and each minute), and by tests directly. Returns
 * how many it sent.
 */
export async function deliverDueWebhooks(deps: WebhookDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await takeDueDeliveries(deps.db, deps.clock.now(), WEBHOOK_TIMEOUT_MS + MINUTE_MS, BATCH);
    if (due.length === 0) return sent;
    await Promise.all(due.map((delivery) => deliverOne(deps, delivery)));
    sent += due.length;
  }
}
