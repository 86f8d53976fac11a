import type Mail from "nodemailer/lib/mailer";
import type { MailMessage } from "./mailTransport";

/** Our message as nodemailer takes it, with the default sender. */
export function nodemailerMessage(message: MailMessage, defaultFrom: string): Mail.Options {
  return {
    from: message.from ?? defaultFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.headers ? { headers: { ...message.headers } } : {}),
  };
}
