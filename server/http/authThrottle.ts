import type { FastifyRequest } from "fastify";
import { clearFailures, recordFailure, secondsUntilAllowed } from "../data/authFailures";
import type { Queryable } from "../db/database";
import { httpErrors } from "./httpError";

/**
 * Login and registration are limited per address and per email: after 8 failures each further
 * attempt waits longer (429 with Retry-After). A success clears the email's count, not the
 * address's, so one valid account cannot reset an address that is guessing others.
 */
export function throttleKeys(request: FastifyRequest, action: "login" | "register", profileId: string, email: string) {
  return { address: `${action}:ip:${request.ip}`, email: `${action}:email:${profileId}:${email}` };
}

export async function refuseIfThrottled(db: Queryable, keys: { address: string; email: string }): Promise<void> {
  const wait = await secondsUntilAllowed(db, [keys.address, keys.email]);
  if (wait > 0) throw httpErrors.tooManyAttempts(wait);
}

export function noteFailure(db: Queryable, keys: { address: string; email: string }): Promise<void> {
  return recordFailure(db, [keys.address, keys.email]);
}

export function noteSuccess(db: Queryable, keys: { address: string; email: string }): Promise<void> {
  return clearFailures(db, [keys.email]);
}
