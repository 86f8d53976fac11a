/**
 * The one way the server talks to PostgreSQL: plain SQL with positional parameters ($1, $2…),
 * the same text on the embedded database (PGlite) and on a PostgreSQL server (node-postgres).
 * Routes never build SQL; the data layer (server/data/) does.
 */
export interface Queryable {
  /** Runs one statement and returns its rows. Use `RETURNING` to learn what a write changed. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** What a channel's listener is told: each payload, and when it may have missed some. */
export interface NotificationHandlers {
  onPayload(payload: string): void;
  /** The listening connection was lost: notifications sent meanwhile are gone. */
  onLost(): void;
  /** Listening again after a loss. */
  onListening(): void;
}

export interface Listening {
  /** Resolves once every notification committed before the call has reached `onPayload`. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The connection a job queue (pg-boss) runs its SQL on: one statement with parameters, or a script without. */
export interface JobQueueConnection {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** This database as the job queue talks to it (server/jobs/). */
  readonly jobQueueConnection: JobQueueConnection;
  /** Runs `work` in one transaction: all of it happens, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTENs on `channel` (PostgreSQL NOTIFY, from this or any other server on the database). */
  listen(channel: string, handlers: NotificationHandlers): Promise<Listening>;
  close(): Promise<void>;
  /**
   * The embedded database only: its data folder as PGlite's own tar (no compression), taken while
   * no transaction is open, so it holds exactly the transactions committed before it (backups).
   */
  readonly dumpDataDir?: () => Promise<Blob>;
  /** The connection pool's state, for the metrics (PostgreSQL); absent on the embedded database, which has its one connection in the process. */
  poolStats?(): { readonly total: number; readonly idle: number; readonly waiting: number };
}

/** The database cannot be reached or dropped the connection: the request gets 503, the next one may work. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/** Runs `work` in a transaction of its own, or inside the one `db` already is. */
export function inTransaction<T>(db: Database | Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return "transaction" in db ? (db as Database).transaction(work) : work(db);
}

/** PostgreSQL error codes the data layer turns into answers. */
export const PG_UNIQUE_VIOLATION = "23505";

export function isPgError(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}
