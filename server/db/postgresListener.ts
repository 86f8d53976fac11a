import pg from "pg";
import type { Listening, NotificationHandlers } from "./database";

const RETRY_MS = { first: 500, max: 15_000 } as const;

/**
 * LISTEN on a connection of its own (a pooled one would be handed back and stop hearing), which
 * comes back by itself after a loss, with growing pauses. While it is down the handlers know
 * (`onLost`), so caches stop trusting what they kept; `onListening` says when to trust again.
 */
export async function listenOnPostgres(connectionString: string, channel: string, handlers: NotificationHandlers): Promise<Listening> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs: number = RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? "");
    });
    next.on("error", () => lose(next));
    next.on("end", () => lose(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = RETRY_MS.first;
  };

  const lose = (lost: pg.Client) => {
    if (client !== lost || closed) return;
    client = null;
    lost.end().catch(() => undefined);
    handlers.onLost();
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connect();
        handlers.onListening();
      } catch {
        retryMs = Math.min(retryMs * 2, RETRY_MS.max);
        scheduleRetry();
      }
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return {
    // A statement on the listening connection: PostgreSQL sends the notifications pending for it
    // (signalled when the writer committed) before it answers, so they are handled by the time it resolves.
    async flush() {
      await client?.query("SELECT 1").catch(() => undefined);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
