import type Mail from "nodemailer/lib/mailer";
import { type MailMessage, PROFILE_HEADER } from "./mailTransport";

/** The address of a sender written `Name <address>` or bare. */
const addressOf = (sender: string) => /<([^<>]+)>\s*$/.exec(sender)?.[1] ?? sender.trim();

/**
 * The sender: the message's own, else its name over the default's address (nodemailer quotes the
 * name; an empty name leaves the bare address, never the default's name), else the default.
 */
function senderOf(message: MailMessage, defaultFrom: string): Mail.Options["from"] {
  if (message.from) return message.from;
  if (message.fromName !== undefined) return { name: message.fromName.trim(), address: addressOf(defaultFrom) };
  return defaultFrom;
}

/**
 * Our message as nodemailer takes it, with the default sender, and the artist it is sent for in
 * PROFILE_HEADER (whichever transport carries it: the message is the same on SMTP as in the outbox).
 */
export function nodemailerMessage(message: MailMessage, defaultFrom: string): Mail.Options {
  return {
    from: senderOf(message, defaultFrom),
    // As an address object, never as text nodemailer parses: text such as `x<other@evil.example>`
    // would be read as a display name over another address than the one we stored.
    to: { name: "", address: message.to },
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: { name: "", address: message.replyTo } } : {}),
    ...(message.messageId ? { messageId: message.messageId } : {}),
    headers: { ...message.headers, [PROFILE_HEADER]: message.profileId },
  };
}
