import type { MailQueue } from "../mail/mailQueue";
import type { MailMessage } from "../mail/mailTransport";

/** A mail queue that keeps what it is given, for route tests to read (the real queue is tested in server/jobs and server/mail). */
export function recordingMailQueue(): MailQueue & { readonly messages: MailMessage[] } {
  const messages: MailMessage[] = [];
  return {
    messages,
    queue: async (message) => {
      messages.push(message);
    },
  };
}
