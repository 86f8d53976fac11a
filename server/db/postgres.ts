import pg from "pg";
import { type Database, DatabaseUnavailableError, type Queryable } from "./database";
import { listenOnPostgres } from "./postgresListener";
import { noteStatement, noteTransactionEnd } from "./writeEpoch";

/** Errors that mean the connection or server is gone, rather than that the statement was wrong. */
function isConnectionError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && (/^08/.test(code) || code === "57P01" || code === "57P02" || code === "57P03")) return true;
  if (code && ["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH"].includes(code)) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error|not queryable/i.test(message ?? "");
}

function translate(error: unknown): unknown {
  return isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
}

/** A pool of connections to a PostgreSQL server. */
export async function openPostgres(connectionString: string, { max = 10 }: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle client that dies (server restart, network) emits here; without a listener the process would crash.
  pool.on("error", (error) => console.error("PostgreSQL: an idle connection failed:", error.message));
  const wrap = (target: Pick<pg.Pool | pg.PoolClient, "query">): Queryable => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      noteStatement(text);
      try {
        const result = await target.query(text, params as unknown[]);
        return result.rows as Row[];
      } catch (error) {
        throw translate(error);
      } finally {
        noteStatement(text);
      }
    },
  });
  // Fail at start-up, not on the first request, when the server cannot be reached.
  await wrap(pool).query("select 1");
  return {
    kind: "postgres",
    ...wrap(pool),
    // pg runs a script without parameters as one simple query, as pg-boss expects.
    jobQueueConnection: { executeSql: (text, values) => pool.query(text, values) },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw translate(error);
      }
      // A checked-out client that dies emits `error` on itself, not on the pool: listen here too,
      // so the process lives and the request gets a 503.
      let broken: unknown = null;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on("error", onError);
      try {
        await client.query("BEGIN");
        const result = await work(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        if (!broken && !isConnectionError(error)) await client.query("ROLLBACK").catch(() => undefined);
        throw translate(broken ?? error);
      } finally {
        client.off("error", onError);
        noteTransactionEnd();
        // A broken connection is destroyed instead of going back to the pool.
        client.release(broken ? (broken as Error) : undefined);
      }
    },
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    close: () => pool.end(),
  };
}
