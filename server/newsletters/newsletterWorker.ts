import type { ServerContext } from "../context";
import { findSendById, listUnfinishedSends, nextWaitingSend } from "../data/newsletterSends";
import type { JobQueue } from "../jobs/jobQueue";
import type { MailTransport } from "../mail/mailTransport";
import type { NewsletterDispatch } from "./newsletterDispatch";
import { type NewsletterPace, sendNewsletterBatch } from "./sendNewsletterBatch";

const SEND_NEWSLETTER = "send-newsletter";

/** The dispatch on the job queue: each batch is a job, so a restart (or another server) picks up where sending stopped. */
export function jobNewsletterDispatch(jobs: JobQueue): NewsletterDispatch {
  return { start: (sendId, at) => jobs.send(SEND_NEWSLETTER, { sendId }, { startAfter: at, retryLimit: 20 }) };
}

/**
 * Sends newsletters in this process: each job sends one batch, then queues the next one after the
 * pause the pace asks for (`perMinute`), until every recipient is settled. A scheduled send's job
 * waits for its time. An artist sends one newsletter at a time (issue 30): the next one waiting
 * starts as the one before finishes, so each artist has one paced send going and a fair share.
 */
export function startNewsletterWorker(
  jobs: JobQueue,
  context: ServerContext,
  transport: MailTransport,
  pace: NewsletterPace,
): Promise<void> {
  return jobs.work<{ sendId: string }>(SEND_NEWSLETTER, async ({ sendId }) => {
    const started = Date.now();
    const outcome = await sendNewsletterBatch(context, transport, sendId, pace);
    if (outcome === "more") {
      const pause = Math.max(0, (pace.batchSize / pace.perMinute) * 60_000 - (Date.now() - started));
      await jobs.send(SEND_NEWSLETTER, { sendId }, { startAfter: new Date(Date.now() + pause), retryLimit: 20 });
    } else if (outcome === "done") {
      // The artist's next newsletter, waiting for this one (one at a time each), goes on now.
      const send = await findSendById(context.db, sendId);
      const next = send ? await nextWaitingSend(context.db, send.profileId) : null;
      if (next) await jobs.send(SEND_NEWSLETTER, { sendId: next }, { retryLimit: 20 });
    } else if (outcome === "not-due") {
      // Scheduled later than this job (its time was moved), or behind another of the artist's
      // newsletters (one at a time each, issue 30): look again in a minute.
      await jobs.send(SEND_NEWSLETTER, { sendId }, { startAfter: new Date(Date.now() + 60_000), retryLimit: 20 });
    }
  });
}

/**
 * At start: every send not finished gets a job again, since the one it had may have died with the
 * previous process (its recipients claimed then are sent again once their lease is over). A
 * second job for a send is harmless: recipients are claimed one worker at a time.
 */
export async function resumeNewsletters(context: Pick<ServerContext, "db">, dispatch: NewsletterDispatch): Promise<number> {
  const unfinished = await listUnfinishedSends(context.db);
  for (const send of unfinished) await dispatch.start(send.id, new Date(send.sendAt));
  return unfinished.length;
}
