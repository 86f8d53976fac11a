import type { MailMessage } from "./mailTransport";

/**
 * The sender of every message a fan gets from an artist's site (receipts, gifts, membership,
 * refund and account notices, newsletters; issue 34, item 8): the artist's name over MAIL_FROM's
 * address, so no fan sees the server's own name. A missing name (the artist deleted meanwhile)
 * sends from the bare address, never from MAIL_FROM's name.
 * @example { to, subject, text, ...fromArtist(profile.name) }
 */
export function fromArtist(artistName: string): Required<Pick<MailMessage, "fromName">> {
  return { fromName: artistName.trim() };
}
