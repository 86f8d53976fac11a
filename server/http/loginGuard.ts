import type { FastifyReply, FastifyRequest } from "fastify";
import { type AttemptKey, claimAttempt, clearFailures, refundAttempt } from "../data/authFailures";
import { type DeviceOwner, isKnownDevice, rememberDevice } from "../data/knownDevices";
import type { Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";
import { tooOften } from "./rateLimits";

/** Failures an account (or a known device) may have before waits begin. */
export const ACCOUNT_ALLOWANCE = 8;
/** Failures one client address may have at one artist: more, since families and offices share one. */
export const ADDRESS_ALLOWANCE = 30;

/** The cookie that marks a browser that logged in before: long-lived, never readable by script. */
export const DEVICE_COOKIE = "backline_device";
const DEVICE_COOKIE_DAYS = 365;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface LoginAttempt {
  /** Call once the password was right: clears the account's count, gives back the address's, remembers the browser. */
  succeeded(reply: FastifyReply): Promise<void>;
  /** Whether the browser had not logged in to this account before: what the studio's audit log notes. */
  readonly newDevice: boolean;
  /** Call when the password was never checked (the checks were busy): the attempt does not count. */
  abandoned(): Promise<void>;
}

/**
 * Takes one login attempt before the password is checked (see claimAttempt), or refuses it with 429:
 * - from a browser that logged in to this account before (its device cookie), only that device's
 *   own count applies, so a correct password gets through a lock that others caused on the account
 *   or the address;
 * - otherwise the account's count (by kind and email, whether or not the account exists) and the
 *   client address's count at this artist both apply.
 */
export async function takeLoginAttempt(
  request: FastifyRequest,
  db: Queryable,
  { profileId, kind, email, owner }: { profileId: string; kind: "fan" | "editor"; email: string; owner: DeviceOwner | null },
): Promise<LoginAttempt> {
  const cookie = request.cookies[DEVICE_COOKIE];
  const deviceHash = cookie && TOKEN.test(cookie) ? hashToken(cookie) : null;
  // Asked whether or not the account exists, so the time taken does not tell.
  const known = deviceHash !== null && (await isKnownDevice(db, profileId, deviceHash, owner ?? `${kind}:`));
  const accountKey: AttemptKey = { key: `login:account:${profileId}:${kind}:${email}`, allowance: ACCOUNT_ALLOWANCE };
  const addressKey: AttemptKey = { key: `login:address:${profileId}:${request.ip}`, allowance: ADDRESS_ALLOWANCE };
  const keys: AttemptKey[] = known
    ? [{ key: `login:device:${deviceHash}:${owner}`, allowance: ACCOUNT_ALLOWANCE }]
    : [accountKey, addressKey];
  const claim = await claimAttempt(db, keys);
  if (!claim.allowed) {
    throw tooOften(claim.retryAfterSeconds, "loginAttempts");
  }
  return {
    async succeeded(reply) {
      await clearFailures(db, known ? keys : [accountKey]);
      if (!known) await refundAttempt(db, [addressKey]);
      if (!owner) return;
      const token = deviceHash && cookie ? cookie : createToken();
      await rememberDevice(db, profileId, hashToken(token), owner);
      reply.setCookie(DEVICE_COOKIE, token, {
        path: "/api",
        httpOnly: true,
        sameSite: "strict",
        secure: request.protocol === "https",
        maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
      });
    },
    abandoned: () => refundAttempt(db, keys),
    newDevice: !known,
  };
}
