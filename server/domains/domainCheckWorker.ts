import type { JobQueue } from "../jobs/jobQueue";
import { checkDueDomains, type DomainCheckDeps } from "./domainChecks";

const CHECK_DOMAINS = "check-domains";
/** How often the job looks for due domains: the shortest wait of the backoff. */
const EVERY_MS = 60_000;

/**
 * Re-checks unverified custom domains through the job queue (issue 31): one job looks for the
 * domains due (each keeps its own backoff in the database) and queues the next look a minute on.
 * A single waiting job however many servers run ("short" queue, one singleton key), and one is
 * queued at start, in case the last server stopped between the two.
 */
export async function startDomainCheckWorker(jobs: JobQueue, deps: DomainCheckDeps): Promise<void> {
  const next = (delayMs: number) =>
    jobs.send(CHECK_DOMAINS, {}, { singletonKey: "due", startAfter: new Date(Date.now() + delayMs), retryLimit: 3 });
  await jobs.work(CHECK_DOMAINS, async () => {
    try {
      await checkDueDomains(deps);
    } finally {
      await next(EVERY_MS);
    }
  });
  await next(0);
}
