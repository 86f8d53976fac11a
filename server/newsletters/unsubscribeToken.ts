import { createHmac, timingSafeEqual } from "node:crypto";

/** Who an unsubscribe link is for: an address, at one artist. */
export interface UnsubscribeTarget {
  readonly profileId: string;
  readonly email: string;
}

const sign = (secret: string, payload: string) => createHmac("sha256", `unsubscribe\n${secret}`).update(payload).digest("base64url");

/**
 * The token in a newsletter's unsubscribe link (issue 19): the artist and the address, signed with
 * the server's secret, so the link works without a stored row, for list subscribers and tier
 * members alike, and cannot be made for another address. It does not expire: an old email's link
 * must still unsubscribe.
 */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = Buffer.from(JSON.stringify([target.profileId, target.email.toLowerCase()])).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** Reads a token made by unsubscribeToken; null when it is malformed or not signed by this server. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  if (token.length > 1000) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== "string" || typeof value[1] !== "string") return null;
    return { profileId: value[0], email: value[1] };
  } catch {
    return null;
  }
}

/** The page a recipient unsubscribes on (GET shows it; POST, RFC 8058's one click, unsubscribes at once). */
export function unsubscribeUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}/unsubscribe/${token}`;
}
