import { addBulkMail, artistsWithBulkMail } from "../data/bulkMail";
import type { Queryable } from "../db/database";
import type { JobQueue } from "../jobs/jobQueue";
import { BULK_MAIL_PACE, type BulkMailPace, type OnDelivered, sendBulkMailTurn } from "./bulkMail";
import type { MailMessage, MailTransport } from "./mailTransport";

/**
 * How the server sends mail: queued in the database, sent by a worker (so a restart loses none),
 * in two classes (issue 30). Transactional mail (password links, receipts, confirmations, notices
 * to one person about their own doing) has a queue of its own, never behind anyone's bulk. Bulk
 * mail (gift deliveries, test sends: what one person's action sends to others) waits in each
 * artist's own line and is sent an artist at a time, a batch each, so no artist's volume delays
 * another's. Newsletters have their own paced queue (server/newsletters).
 */
export interface MailQueue {
  /** Queues a transactional message: sent in seconds whatever bulk mail waits. */
  queue(message: MailMessage): Promise<void>;
  /** Queues bulk messages in their artists' lines and wakes their senders. */
  queueBulk(messages: readonly MailMessage[]): Promise<void>;
  /**
   * Wakes the sender of an artist's bulk mail: after a transaction that queued some itself with
   * `addBulkMail` (server/data/bulkMail.ts) beside what it tells of, once it committed.
   */
  sendBulk(profileId: string): Promise<void>;
}

const SEND_MAIL = "send-mail";
const SEND_BULK_MAIL = "send-bulk-mail";

/**
 * An artist's turn at bulk mail is one job. The queue keeps at most one waiting per key (its
 * "short" policy), so an artist is in line once however much they queue, and a turn that leaves
 * more queues the next one at the back of the line: artists are served in turn. A turn waiting
 * for a retry's time has a key of its own, so it never holds back a new message.
 */
const turnKey = (profileId: string, later: boolean) => (later ? `${profileId}:later` : profileId);

async function queueTurn(jobs: JobQueue, profileId: string, at: Date | null): Promise<void> {
  if (!at) return;
  const later = at.getTime() > Date.now();
  await jobs.send(
    SEND_BULK_MAIL,
    { profileId },
    { singletonKey: turnKey(profileId, later), ...(later ? { startAfter: at } : {}), retryLimit: 20 },
  );
}

/** The mail queue on the job queue and the `bulk_mail` table of `db`. */
export function jobMailQueue(jobs: JobQueue, db: Queryable): MailQueue {
  const sendBulk = (profileId: string) => queueTurn(jobs, profileId, new Date());
  return {
    queue: (message) => jobs.send(SEND_MAIL, message),
    async queueBulk(messages) {
      await addBulkMail(db, messages);
      for (const profileId of new Set(messages.map((message) => message.profileId))) await sendBulk(profileId);
    },
    sendBulk,
  };
}

/** Sends the queued messages of both classes through `transport` in this process. */
export async function startMailWorker(
  jobs: JobQueue,
  db: Queryable,
  transport: MailTransport,
  pace: BulkMailPace = BULK_MAIL_PACE,
  onDelivered?: OnDelivered,
): Promise<void> {
  await jobs.work<MailMessage>(SEND_MAIL, async (message) => {
    await transport.send(message);
  });
  await jobs.work<{ profileId: string }>(SEND_BULK_MAIL, async ({ profileId }) => {
    await queueTurn(jobs, profileId, await sendBulkMailTurn(db, transport, profileId, pace, onDelivered));
  });
}

/**
 * Wakes the sender of every artist with bulk mail waiting: at start and with the maintenance, for
 * messages whose turn was lost (a server killed after queuing them, before waking their sender).
 */
export async function resumeBulkMail(db: Queryable, mail: Pick<MailQueue, "sendBulk">): Promise<number> {
  const artists = await artistsWithBulkMail(db);
  for (const profileId of artists) await mail.sendBulk(profileId);
  return artists.length;
}
