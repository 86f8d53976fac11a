import { readGrant, signGrant } from "./signedGrant";

/**
 * How long an export's link opens its zip: the studio follows it at once, and a download the
 * browser resumes asks again with the same link, so an hour; not days, as the zip holds every
 * fan's address and order.
 */
export const ARTIST_EXPORT_LINK_SECONDS = 60 * 60;

/** What an export's link grants: one artist's export, to one of its owners, until it expires. */
export interface ArtistExportGrant {
  readonly profileId: string;
  readonly exportId: string;
  /** The owner who asked: the server checks at each use that they are still an owner of the artist. */
  readonly editorId: string;
  /** Unix seconds. */
  readonly expires: number;
}

const PURPOSE = "artist-export";

export function artistExportToken(secret: string, grant: ArtistExportGrant): string {
  return signGrant(secret, PURPOSE, [grant.profileId, grant.exportId, grant.editorId, grant.expires]);
}

export type ArtistExportTokenCheck = { ok: true; grant: ArtistExportGrant } | { ok: false; reason: "invalid" | "expired" };

/** The grant a token carries, if this server signed it for an export and it has not expired. */
export function readArtistExportToken(secret: string, token: string, nowMs: number): ArtistExportTokenCheck {
  const check = readGrant(secret, PURPOSE, token, 4, nowMs);
  if (!check.ok) return check;
  const [profileId, exportId, editorId] = check.fields;
  if (!profileId || !exportId || !editorId) return { ok: false, reason: "invalid" };
  return { ok: true, grant: { profileId, exportId, editorId, expires: check.expires } };
}
