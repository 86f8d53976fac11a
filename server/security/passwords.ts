import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { errorMessage } from "../../schema/errors";

// scrypt's cost parameters (N=2^15, r=8, p=1: about 32 MiB and tens of milliseconds per hash).
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads and DNS share: at most two
 * derivations run at once, a few more wait their turn, and beyond that a check is refused at once
 * (PasswordChecksBusyError, a 503), so a burst of logins cannot hold the pool.
 */
const MAX_RUNNING = 2;
const MAX_WAITING = 32;
let running = 0;
const waiting: (() => void)[] = [];
let derivations = 0;

/** Too many password checks are under way; the caller should try again in a moment. */
export class PasswordChecksBusyError extends Error {
  constructor() {
    super(errorMessage("busy", "passwordChecks"));
    this.name = "PasswordChecksBusyError";
  }
}

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_RUNNING) running++;
  else if (waiting.length >= MAX_WAITING) throw new PasswordChecksBusyError();
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // A freed slot passes straight to the next in line.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** How many scrypt derivations this process has run (tests count the passwords a burst evaluated). */
export function passwordDerivations(): number {
  return derivations;
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise((resolve, reject) => {
        derivations++;
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** A scrypt hash with its parameters and salt: `scrypt$N$r$p$salt$key`, base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Whether `password` matches `stored`, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one verification against nothing, so an unknown email takes as long to
 * refuse as a wrong password and the answer does not reveal which accounts exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("no account has this password");
  await verifyPassword(password, await dummyHash);
  return false;
}
