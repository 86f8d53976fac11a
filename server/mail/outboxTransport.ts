import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { MailTransport } from "./mailTransport";
import { nodemailerMessage } from "./nodemailerMessage";

/**
 * The embedded default: each message, as an SMTP server would have got it, written to
 * `folder/<time>-<random>.eml` (first as `.partial`, then renamed, so a reader never sees half a
 * message and a kill leaves no `.eml` torn).
 */
export function outboxTransport(folder: string, defaultFrom: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(message) {
      const info = await transporter.sendMail(nodemailerMessage(message, defaultFrom));
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const partial = join(folder, `${name}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, join(folder, name));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** One message of the outbox: its file and when it was written. */
export interface OutboxEntry {
  readonly file: string;
  readonly writtenAt: string;
  readonly size: number;
}

/** The outbox's messages, newest first (at most `limit`). An outbox never written to is empty. */
export async function listOutbox(folder: string, limit = 100): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  const newest = names.sort().reverse().slice(0, limit);
  return Promise.all(
    newest.map(async (file) => {
      const info = await stat(join(folder, file));
      return { file, writtenAt: info.mtime.toISOString(), size: info.size };
    }),
  );
}

/** A message of the outbox as written, or null (names are checked: only the outbox's own `.eml` files). */
export async function readOutboxMessage(folder: string, file: string): Promise<Buffer | null> {
  if (!/^[0-9TZ-]+-[0-9a-f]{8}\.eml$/.test(file)) return null;
  try {
    return await readFile(join(folder, file));
  } catch {
    return null;
  }
}
