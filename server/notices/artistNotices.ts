import type { MailQueue } from "../mail/mailQueue";

export interface NewArtistWelcome {
  /** The new artist: the welcome shows in their studio's outbox. */
  readonly profileId: string;
  readonly ownerEmail: string;
  readonly artistName: string;
  readonly passwordLink: string;
  readonly expiresAt: string;
  readonly studioUrl: string;
}

/** Sends a new artist's owner the one-time link that sets their password (issue 17: "printed or emailed"). */
export async function sendNewArtistWelcome(mail: MailQueue, welcome: NewArtistWelcome): Promise<void> {
  const expires = new Date(welcome.expiresAt).toUTCString();
  await mail.queue({
    profileId: welcome.profileId,
    to: welcome.ownerEmail,
    subject: `Your Backline studio for ${welcome.artistName}`,
    text: [
      `A site and studio were made for ${welcome.artistName}, with you as their owner.`,
      "",
      `Set your password here (the link works once, until ${expires}):`,
      welcome.passwordLink,
      "",
      `Then log in to the studio: ${welcome.studioUrl}`,
    ].join("\n"),
  });
}
