import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** What follows a request into the work it starts: its id, which its log lines and the jobs it queues carry. */
interface RequestContext {
  readonly requestId: string;
}

const current = new AsyncLocalStorage<RequestContext>();

/**
 * An incoming X-Request-Id is kept only when short and plain (letters, digits, `-_.:`), so a
 * client cannot put line breaks, markup or a megabyte into every log line that names it.
 */
const PLAIN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the caller's X-Request-Id when it is plain, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && PLAIN_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Whether `value` may stand as a request id (a job's data is read back from the database). */
export function isPlainRequestId(value: unknown): value is string {
  return typeof value === "string" && PLAIN_REQUEST_ID.test(value);
}

/** Runs `work` with `requestId` as the current request's, for what it starts (jobs it queues). */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return current.run({ requestId }, work);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}
