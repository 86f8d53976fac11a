import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message the SMTP server received: who it was for, its headers and parts. */
export interface CaughtMessage {
  readonly to: string;
  readonly messageId: string;
  readonly subject: string;
  /** A header's value as sent (mailparser folds List-* headers into one object; these are the lines themselves). */
  header(name: string): string | undefined;
  readonly text: string;
  readonly html: string;
}

export interface SmtpCatcher {
  readonly port: number;
  readonly messages: CaughtMessage[];
  close(): Promise<void>;
}

function headerOf(parsed: ParsedMail, name: string): string | undefined {
  const line = parsed.headerLines.find((candidate) => candidate.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\r?\n\s+/g, " ")
    .trim();
}

/**
 * A real SMTP server on loopback (smtp-server, as mail providers speak it) that keeps every
 * message it accepts, parsed: the newsletter tests send through it with SMTP_URL.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            messages.push({
              to: recipient.address.toLowerCase(),
              messageId: parsed.messageId ?? "",
              subject: parsed.subject ?? "",
              header: (name) => headerOf(parsed, name),
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
            });
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A sender killed mid-message resets its connection: that is the test's doing, not a failure here.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
