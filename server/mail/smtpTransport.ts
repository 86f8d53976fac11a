import nodemailer from "nodemailer";
import type { MailTransport } from "./mailTransport";
import { nodemailerMessage } from "./nodemailerMessage";

/** Mail through an SMTP server (SMTP_URL), with nodemailer's pooled connections. */
export function smtpTransport(url: string, defaultFrom: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(message) {
      const info = await transporter.sendMail(nodemailerMessage(message, defaultFrom));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
