import { addBulkMail } from "../data/bulkMail";
import type { Queryable } from "../db/database";
import { BULK_MAIL_PACE, type BulkMailPace, type OnDelivered, sendBulkMailTurn } from "../mail/bulkMail";
import type { MailQueue } from "../mail/mailQueue";
import type { MailMessage, MailTransport } from "../mail/mailTransport";

/** A transport that keeps what it is given, in order (and can be told to refuse). */
export function recordingTransport(): MailTransport & {
  readonly messages: MailMessage[];
  refuse: ((message: MailMessage) => boolean) | null;
} {
  const messages: MailMessage[] = [];
  const transport = {
    kind: "outbox" as const,
    messages,
    refuse: null as ((message: MailMessage) => boolean) | null,
    async send(message: MailMessage) {
      if (transport.refuse?.(message)) throw new Error("550 refused by the test");
      messages.push(message);
      return { messageId: message.messageId ?? `<${messages.length}@recording>` };
    },
    close() {},
  };
  return transport;
}

/**
 * A mail queue that keeps what it is given, for route tests to read (the real queue is tested in
 * server/mail). Bulk mail goes through the real `bulk_mail` table of `db` and its real sending
 * turns, run at once: what a route test reads is what the worker would have sent.
 */
export function recordingMailQueue(
  db: Queryable,
  pace: BulkMailPace = BULK_MAIL_PACE,
  onDelivered?: OnDelivered,
): MailQueue & { readonly messages: MailMessage[] } {
  const transport = recordingTransport();
  // Each artist's bulk mail, sent in turns until none is due (the job queue would do it in the background).
  const sendBulk = async (profileId: string) => {
    let next = await sendBulkMailTurn(db, transport, profileId, pace, onDelivered);
    while (next && next.getTime() <= Date.now()) next = await sendBulkMailTurn(db, transport, profileId, pace, onDelivered);
  };
  return {
    messages: transport.messages,
    queue: async (message) => {
      transport.messages.push(message);
    },
    async queueBulk(messages) {
      await addBulkMail(db, messages);
      for (const profileId of new Set(messages.map((message) => message.profileId))) await sendBulk(profileId);
    },
    sendBulk,
  };
}
