import { claimBulkMail, markBulkMailFailed, markBulkMailSent, nextBulkMailAt } from "../data/bulkMail";
import type { Queryable } from "../db/database";
import type { MailTransport } from "./mailTransport";

/** How an artist's bulk mail is sent: so many a turn, and when a claimed message counts as abandoned. */
export interface BulkMailPace {
  /** Messages sent in one turn before the next artist's turn. */
  readonly batchSize: number;
  /** A message claimed longer ago than this by a worker that never settled it (it died) is sent again. */
  readonly leaseSeconds: number;
}

export const BULK_MAIL_PACE: BulkMailPace = { batchSize: 20, leaseSeconds: 60 };

/** Told of each counted message (a welcome, a gift: not a test send) the first time it is sent, for the artist's analytics. */
export type OnDelivered = (profileId: string) => void;

/** Tries per message before its failure is final. */
const MAX_ATTEMPTS = 5;

/** Waits between tries: 30 s, 1, 2, 4 minutes. */
const retryAfterSeconds = (attempts: number) => 30 * 2 ** Math.max(0, attempts - 1);

/**
 * One artist's turn at sending bulk mail: the next `batchSize` messages (a dead worker's too, once
 * its lease is over), each recorded as it goes, so a restart goes on where it stopped. The same
 * row gets the same Message-ID however often it is sent, so a copy sent twice after a crash reads
 * as one message. Resolves when the artist's next message may go (now when more are due), or null.
 */
export async function sendBulkMailTurn(
  db: Queryable,
  transport: MailTransport,
  profileId: string,
  pace: BulkMailPace = BULK_MAIL_PACE,
  onDelivered: OnDelivered = () => {},
): Promise<Date | null> {
  const batch = await claimBulkMail(db, profileId, pace.batchSize, pace.leaseSeconds);
  for (const { id, message, attempts, counted } of batch) {
    if (attempts > MAX_ATTEMPTS) {
      // Its last try was cut off (the worker died each time): a message that stops workers is not sent again.
      await markBulkMailFailed(db, id, { error: `Gave up after ${MAX_ATTEMPTS} tries.`, retryAfterSeconds: 0, final: true });
      continue;
    }
    try {
      await transport.send({ ...message, messageId: message.messageId ?? `<bulk.${id}@mail.backline>` });
      if ((await markBulkMailSent(db, id)) && counted) onDelivered(profileId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markBulkMailFailed(db, id, { error: reason, retryAfterSeconds: retryAfterSeconds(attempts), final: attempts >= MAX_ATTEMPTS });
    }
  }
  return nextBulkMailAt(db, profileId, pace.leaseSeconds);
}
