import type { JobQueue } from "../jobs/jobQueue";
import type { MailMessage, MailTransport } from "./mailTransport";

/** How the server sends mail: queued in the database, sent by a worker (so a restart loses none). */
export interface MailQueue {
  queue(message: MailMessage): Promise<void>;
}

const SEND_MAIL = "send-mail";

/** The mail queue on the job queue: each message one job, tried again with backoff when the SMTP server refuses. */
export function jobMailQueue(jobs: JobQueue): MailQueue {
  return { queue: (message) => jobs.send(SEND_MAIL, message) };
}

/** Sends the queued messages through `transport` in this process. */
export function startMailWorker(jobs: JobQueue, transport: MailTransport): Promise<void> {
  return jobs.work<MailMessage>(SEND_MAIL, async (message) => {
    await transport.send(message);
  });
}
