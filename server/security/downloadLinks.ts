import type { DownloadFormat } from "../audio/downloadFormats";
import { readGrant, signGrant } from "./signedGrant";

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

const PURPOSE = "download";

/**
 * A buyer's download link's token (issue 32): the grant, readable, and the server's signature of
 * it. Bound to the buyer: the server checks at each use that this account still owns the release,
 * so a refund ends every link at once.
 */
export function downloadToken(secret: string, grant: DownloadGrant): string {
  return signGrant(secret, PURPOSE, [grant.accountId, grant.productId, grant.trackId, grant.format, grant.expires]);
}

export type DownloadTokenCheck = { ok: true; grant: DownloadGrant } | { ok: false; reason: "invalid" | "expired" };

/** The grant a token carries, if this server signed it and it has not expired. */
export function readDownloadToken(secret: string, token: string, nowMs: number): DownloadTokenCheck {
  const check = readGrant(secret, PURPOSE, token, 5, nowMs);
  if (!check.ok) return check;
  const [accountId, productId, trackId, format] = check.fields as [string, string, string | null, DownloadFormat];
  return { ok: true, grant: { accountId, productId, trackId, format, expires: check.expires } };
}
