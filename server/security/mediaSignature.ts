import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a private file's link works at least: long enough to listen through an album. */
export const MEDIA_LINK_SECONDS = 60 * 60;
/**
 * Links expire on the quarter hour, so every answer within one quarter hands out the same link
 * for a file and the browser's cache of it (`private`, until the link expires) is used again.
 */
const EXPIRY_STEP_SECONDS = 15 * 60;

function signature(secret: string, key: string, expires: number): string {
  return createHmac("sha256", secret).update(`media\n${key}\n${expires}`).digest("base64url");
}

/** When a link made at `nowMs` expires (unix seconds): at least MEDIA_LINK_SECONDS later, on a quarter hour. */
export function mediaLinkExpiry(nowMs: number): number {
  const earliest = Math.floor(nowMs / 1000) + MEDIA_LINK_SECONDS;
  return Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
}

/** A short-lived link to a private file: its path with the expiry and an HMAC over both. */
export function signedMediaUrl(secret: string, key: string, nowMs: number): string {
  const expires = mediaLinkExpiry(nowMs);
  return `/media/${key}?expires=${expires}&signature=${signature(secret, key, expires)}`;
}

export type MediaLinkCheck = { ok: true; secondsLeft: number } | { ok: false; reason: "missing" | "invalid" | "expired" };

/** Whether a request for a private file carries this server's unexpired signature for it. */
export function checkMediaLink(
  secret: string,
  key: string,
  query: { expires?: unknown; signature?: unknown },
  nowMs: number,
): MediaLinkCheck {
  const expires = Number(query.expires);
  if (typeof query.signature !== "string" || query.expires === undefined) return { ok: false, reason: "missing" };
  if (!Number.isSafeInteger(expires)) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(secret, key, expires));
  const given = Buffer.from(query.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const secondsLeft = expires - Math.floor(nowMs / 1000);
  return secondsLeft > 0 ? { ok: true, secondsLeft } : { ok: false, reason: "expired" };
}
