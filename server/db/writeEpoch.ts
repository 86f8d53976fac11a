/**
 * A count of this process's writes to the database: every statement that may write moves it as it
 * starts and again as it ends, and every transaction again once it has committed or rolled back.
 * A value read from the database is as fresh as the count it was read at: a cache that keys what
 * it keeps by the count (server/http/caller.ts, the sessions) never serves it after a write made
 * here has returned (a logout, an account deleted, a new tier). Writes by other servers are not
 * counted; such a cache bounds them with its own short lifetime.
 */
let epoch = 0;

/** A statement that only reads: it starts with SELECT (a data-modifying WITH or any other statement counts as a write). */
const READS_ONLY = /^\s*SELECT\b/i;

/** The count now. */
export function writeEpoch(): number {
  return epoch;
}

/** Notes a statement starting or ending: a write moves the count. */
export function noteStatement(text: string): void {
  if (!READS_ONLY.test(text)) epoch++;
}

/** Notes a transaction's end (committed or not): what it wrote is now what others read. */
export function noteTransactionEnd(): void {
  epoch++;
}
