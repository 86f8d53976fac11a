import { createHmac, timingSafeEqual } from "node:crypto";
import type { DownloadFormat } from "../audio/downloadFormats";

/** How long a download link works: long enough for a slow album zip to start, short enough not to be shared for long. */
export const DOWNLOAD_LINK_SECONDS = 6 * 60 * 60;

/** What a download link grants: one buyer, one release (or one track of it), one format, until it expires. */
export interface DownloadGrant {
  readonly accountId: string;
  readonly productId: string;
  /** One track, or null for the whole release as a zip. */
  readonly trackId: string | null;
  readonly format: DownloadFormat;
  /** Unix seconds. */
  readonly expires: number;
}

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(`download\n${payload}`).digest("base64url");

/**
 * A buyer's download link's token (issue 32): the grant, readable, and the server's signature of
 * it. Bound to the buyer: the server checks at each use that this account still owns the release,
 * so a refund ends every link at once.
 */
export function downloadToken(secret: string, grant: DownloadGrant): string {
  const payload = Buffer.from(JSON.stringify([grant.accountId, grant.productId, grant.trackId, grant.format, grant.expires])).toString(
    "base64url",
  );
  return `${payload}.${sign(secret, payload)}`;
}

export type DownloadTokenCheck = { ok: true; grant: DownloadGrant } | { ok: false; reason: "invalid" | "expired" };

/** The grant a token carries, if this server signed it and it has not expired. */
export function readDownloadToken(secret: string, token: string, nowMs: number): DownloadTokenCheck {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!Array.isArray(fields) || fields.length !== 5) return { ok: false, reason: "invalid" };
  const [accountId, productId, trackId, format, expires] = fields as [string, string, string | null, DownloadFormat, number];
  if (expires <= Math.floor(nowMs / 1000)) return { ok: false, reason: "expired" };
  return { ok: true, grant: { accountId, productId, trackId, format, expires } };
}
