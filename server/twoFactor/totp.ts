import { Secret, TOTP } from "otpauth";

/** How long one code lasts, in seconds: what every authenticator app uses by default. */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes one step before or after the server's are taken too: a phone's clock may be off by some seconds. */
const DRIFT_STEPS = 1;

function totpOf(base32Secret: string, label = "", issuer = ""): TOTP {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(base32Secret) });
}

/** A new authenticator secret (160 bits, as RFC 4226 recommends), in the base32 the apps take. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address a QR code carries: the app shows `issuer` (the artist's studio) and `label` (the editor's address). */
export function totpAddress(base32Secret: string, { issuer, label }: { issuer: string; label: string }): string {
  return totpOf(base32Secret, label, issuer).toString();
}

/**
 * The time step a code belongs to, or null when it is not the secret's code at `nowMs` (within a
 * step either way). The caller refuses a step it has already accepted: a code works once.
 */
export function totpStepOf(base32Secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(base32Secret);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: nowMs }) + delta;
}

/** The secret's code at `nowMs`: what the app shows then (tests and the end-to-end test type it). */
export function totpCodeAt(base32Secret: string, nowMs: number): string {
  return totpOf(base32Secret).generate({ timestamp: nowMs });
}
