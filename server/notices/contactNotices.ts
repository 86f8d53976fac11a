import type { NewContactMessage } from "../data/contactMessages";
import { fromArtist } from "../mail/artistSender";
import type { MailQueue } from "../mail/mailQueue";

/** A message from a Contact form, with where it came from and where the artist reads it. */
export interface ContactNotice {
  readonly profileId: string;
  readonly artistName: string;
  /** The artist's owners' addresses: each gets the message. */
  readonly owners: readonly string[];
  readonly message: NewContactMessage;
  /** The page the form is on, on the artist's own address. */
  readonly pageUrl: string;
  /** The studio's Messages, on the artist's own address. */
  readonly messagesUrl: string;
}

/** What the fan wrote, field by field, as plain text (emails here are text: nothing the fan typed is read as HTML). */
function whatWasWritten(message: NewContactMessage): string[] {
  const lines = [
    ...(message.name ? [`Name: ${message.name}`] : []),
    `Email: ${message.email}`,
    ...(message.phone ? [`Phone: ${message.phone}`] : []),
    ...(message.subject ? [`Subject: ${message.subject}`] : []),
    ...message.custom.filter((field) => field.value !== "").map((field) => `${field.label}: ${field.value}`),
  ];
  return message.message ? [...lines, "", "Message:", message.message] : lines;
}

/**
 * Emails a Contact form's message (issue 39, item 1): to each of the artist's owners, with
 * Reply-To set to the fan so a reply goes straight to them, and a copy to the fan, from the
 * artist's name, saying it was sent. Every link is on the artist's own address.
 */
export async function sendContactNotices(mail: MailQueue, notice: ContactNotice): Promise<void> {
  const { message } = notice;
  const who = message.name || message.email;
  for (const owner of notice.owners) {
    await mail.queue({
      profileId: notice.profileId,
      to: owner,
      replyTo: message.email,
      subject: message.subject ? `New message from ${who}: ${message.subject}` : `New message from ${who}`,
      text: [
        `${who} wrote to ${notice.artistName} through the contact form on ${notice.pageUrl}`,
        "",
        ...whatWasWritten(message),
        "",
        `Reply to this email to answer: your reply goes to ${message.email}.`,
        `All your messages are in your studio: ${notice.messagesUrl}`,
      ].join("\n"),
    });
  }
  await mail.queue({
    profileId: notice.profileId,
    to: message.email,
    ...fromArtist(notice.artistName),
    subject: `We've sent your message to ${notice.artistName}`,
    text: [
      `We've sent your message to ${notice.artistName}. Here is a copy of what you wrote:`,
      "",
      ...whatWasWritten(message),
      "",
      `You are getting this email because this address was given in the contact form on ${notice.pageUrl}`,
      "If that was not you, you can ignore it.",
    ].join("\n"),
  });
}
