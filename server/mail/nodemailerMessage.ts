import type Mail from "nodemailer/lib/mailer";
import { type MailMessage, PROFILE_HEADER } from "./mailTransport";

/**
 * Our message as nodemailer takes it, with the default sender, and the artist it is sent for in
 * PROFILE_HEADER (whichever transport carries it: the message is the same on SMTP as in the outbox).
 */
export function nodemailerMessage(message: MailMessage, defaultFrom: string): Mail.Options {
  return {
    from: message.from ?? defaultFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    headers: { ...message.headers, [PROFILE_HEADER]: message.profileId },
  };
}
