import { open, readdir } from "node:fs/promises";
import { join } from "node:path";
import { type EmlHeader, headerValue, readEml, readEmlHeaders } from "./emlReader";
import { PROFILE_HEADER } from "./mailTransport";
import { readOutboxMessage } from "./outboxTransport";

/** A message of the outbox as the studio lists it. Its id is its file's name without `.eml`. */
export interface OutboxSummary {
  readonly id: string;
  readonly sentAt: string;
  readonly to: string;
  readonly subject: string;
}

export interface OutboxMessage extends OutboxSummary {
  readonly from: string;
  readonly headers: EmlHeader[];
  readonly text: string | null;
  readonly html: string | null;
}

/** Enough of a file for its headers (ours are a few hundred bytes). */
const HEAD_BYTES = 16 * 1024;
/** Files read at once while listing. */
const READS_AT_ONCE = 32;

/** When a message was written: its Date header, else the time its name starts with (`2026-11-27T12-23-31-123Z-…`). */
function sentAtOf(headers: readonly EmlHeader[], id: string): string {
  const date = Date.parse(headerValue(headers, "date"));
  if (!Number.isNaN(date)) return new Date(date).toISOString();
  const named = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(id);
  return named ? `${named[1]}T${named[2]}:${named[3]}:${named[4]}.${named[5]}Z` : new Date(0).toISOString();
}

/** What the list shows of a message, and whose it is. */
function summaryOf(id: string, headers: readonly EmlHeader[]): OutboxSummary {
  return { id, sentAt: sentAtOf(headers, id), to: headerValue(headers, "to"), subject: headerValue(headers, "subject") };
}

async function readSummary(folder: string, file: string): Promise<{ profileId: string; summary: OutboxSummary } | null> {
  let handle: Awaited<ReturnType<typeof open>> | null = null;
  try {
    handle = await open(join(folder, file), "r");
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(HEAD_BYTES), position: 0 });
    const headers = readEmlHeaders(buffer.subarray(0, bytesRead));
    return { profileId: headerValue(headers, PROFILE_HEADER), summary: summaryOf(file.slice(0, -".eml".length), headers) };
  } catch {
    // Gone since it was listed, or unreadable: not shown.
    return null;
  } finally {
    await handle?.close();
  }
}

/**
 * The messages of the outbox sent for one artist (PROFILE_HEADER), newest first, a page at a time.
 * Every file's headers are read to find the artist's: fine for the outbox of an install without
 * SMTP, which is where it is used; messages written before they named their artist are nobody's.
 */
export async function listArtistOutbox(
  folder: string,
  profileId: string,
  page: { offset: number; limit: number },
): Promise<{ total: number; data: OutboxSummary[] }> {
  let files: string[];
  try {
    files = (await readdir(folder)).filter((name) => name.endsWith(".eml"));
  } catch {
    return { total: 0, data: [] };
  }
  // Names start with the time they were written: the newest sort last.
  files.sort().reverse();
  const mine: OutboxSummary[] = [];
  for (let start = 0; start < files.length; start += READS_AT_ONCE) {
    const read = await Promise.all(files.slice(start, start + READS_AT_ONCE).map((file) => readSummary(folder, file)));
    for (const entry of read) if (entry?.profileId === profileId) mine.push(entry.summary);
  }
  return { total: mine.length, data: mine.slice(page.offset, page.offset + page.limit) };
}

/** One of the artist's messages, or null: not in the outbox, not a name the outbox writes, or another artist's. */
export async function readArtistOutboxMessage(folder: string, profileId: string, id: string): Promise<OutboxMessage | null> {
  const raw = await readOutboxMessage(folder, `${id}.eml`);
  if (!raw) return null;
  const message = readEml(raw);
  if (headerValue(message.headers, PROFILE_HEADER) !== profileId) return null;
  return {
    ...summaryOf(id, message.headers),
    from: headerValue(message.headers, "from"),
    headers: message.headers,
    text: message.text,
    html: message.html,
  };
}
