import type { FanInvitation } from "../data/platformImportFans";
import { fromArtist } from "../mail/artistSender";
import type { MailMessage } from "../mail/mailTransport";

/** How long an invitation's link to set a password works: longer than a reset asked for, as it is not awaited. */
export const INVITATION_DAYS = 14;

/** The artist's site an invitation comes from and links to. */
export interface InvitingSite {
  readonly profileId: string;
  readonly name: string;
  /** The artist's own address (server/artists/siteOriginOfProfile.ts). */
  readonly origin: string;
}

/**
 * The email inviting a patron brought from Patreon: the complimentary membership they were given
 * (until they subscribe here, as they were told on Patreon nothing), and for an account made for
 * them, the link to set its password (a reset link, on the artist's own address). Plain text: no
 * name or tier from the file reaches HTML.
 */
export function patronInvitationMessage(invitation: FanInvitation, site: InvitingSite, resetToken: string | null): MailMessage {
  const greeting = invitation.firstName ? `Hi ${invitation.firstName},` : "Hi,";
  const membership =
    invitation.tierName === null
      ? []
      : [
          `You have a complimentary ${invitation.tierName} membership at ${site.name} until you subscribe here. Nothing is charged for it; your Patreon pledge is not changed by this.`,
          "",
        ];
  const signIn =
    resetToken === null
      ? [`Log in with your account as usual at ${site.origin}/login.`]
      : [
          "Set a password for your account to sign in:",
          "",
          `${site.origin}/reset-password/${encodeURIComponent(resetToken)}`,
          "",
          `The link works once, for ${INVITATION_DAYS} days. After that, choose 'Forgot password?' at ${site.origin}/login for a new one.`,
        ];
  return {
    profileId: site.profileId,
    to: invitation.email,
    ...fromArtist(site.name),
    subject: invitation.tierName === null ? `Your account at ${site.name}` : `Your complimentary membership at ${site.name}`,
    text: [
      greeting,
      "",
      invitation.created
        ? `${site.name} has moved their members from Patreon to their own site, ${site.origin}, and made you an account there.`
        : `${site.name} has moved their members from Patreon to their own site, ${site.origin}, where you already have an account.`,
      "",
      ...membership,
      ...signIn,
    ].join("\n"),
  };
}
