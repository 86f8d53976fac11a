import type { JobQueue } from "../jobs/jobQueue";
import { deliverDueWebhooks, type WebhookDeps } from "./deliverWebhooks";
import type { WebhookDispatch } from "./webhookDispatch";

const DELIVER_WEBHOOKS = "deliver-webhooks";

/**
 * One job sends whatever is due (its queue keeps at most one waiting, so a burst of sales is one
 * job in line). Retries are not the queue's: each delivery's next attempt is in its row, on the
 * code's clock, and the minute's wake-up finds it.
 */
export function jobWebhookDispatch(jobs: JobQueue): WebhookDispatch {
  return { wake: () => jobs.send(DELIVER_WEBHOOKS, {}, { singletonKey: "due", retryLimit: 0 }) };
}

export async function startWebhookWorker(jobs: JobQueue, deps: WebhookDeps): Promise<void> {
  await jobs.work(
    DELIVER_WEBHOOKS,
    async () => {
      await deliverDueWebhooks(deps);
    },
    { batchSize: 1 },
  );
}

/** For tests: counts the wake-ups; the test sends what is due itself (deliverDueWebhooks), on its clock. */
export function recordingWebhookDispatch(): WebhookDispatch & { readonly wakes: number } {
  let wakes = 0;
  return {
    get wakes() {
      return wakes;
    },
    wake: async () => {
      wakes++;
    },
  };
}
