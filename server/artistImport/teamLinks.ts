import type { EditorRole } from "../../schema/api/accounts";
import { passwordLinkUrl } from "../artists/artistLinks";
import type { MailQueue } from "../mail/mailQueue";
import { sendImportedTeamLink } from "../notices/artistNotices";
import type { ArtistImportSummary } from "./importArtist";

/** A member of an imported team and the address of their one-time link, as the command line prints it and the operator API answers it. */
export interface TeamLink {
  readonly email: string;
  readonly name: string;
  readonly role: EditorRole;
  readonly passwordLink: string;
  readonly passwordLinkExpiresAt: string;
}

/**
 * Each member's link to set their password on the imported artist's address, queued for email to
 * them (the mail worker sends it when the server runs); in the team's order, owners first.
 */
export async function sendTeamLinks(
  mail: MailQueue,
  summary: ArtistImportSummary,
  addresses: { readonly origin: string; readonly studio: string },
): Promise<TeamLink[]> {
  const links: TeamLink[] = [];
  for (const member of summary.team) {
    const passwordLink = passwordLinkUrl(addresses.origin, member.passwordLink.token);
    await sendImportedTeamLink(mail, {
      profileId: summary.profile.id,
      email: member.email,
      artistName: summary.profile.name,
      role: member.role,
      passwordLink,
      expiresAt: member.passwordLink.expiresAt,
      studioUrl: addresses.studio,
    });
    links.push({
      email: member.email,
      name: member.name,
      role: member.role,
      passwordLink,
      passwordLinkExpiresAt: member.passwordLink.expiresAt,
    });
  }
  return links;
}
