import type { EditorRole } from "../../schema/api/accounts";
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

/** 'Forgot password?' on the studio's login (issue 35, item 6): a link to choose a new password, from the server. */
export async function sendStudioPasswordReset(
  mail: MailQueue,
  notice: { profileId: string; email: string; artistName: string; passwordLink: string },
): Promise<void> {
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    subject: `Choose a new password for ${notice.artistName}'s studio`,
    text: [
      `Someone asked to reset the password you log in to ${notice.artistName}'s studio with. Open this link to choose a new one:`,
      "",
      notice.passwordLink,
      "",
      "The link works once, for an hour. Choosing a new password logs you out everywhere else.",
      "",
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ].join("\n"),
  });
}

/** An owner's new one-time link, issued by the operator (`backline artist owner-link`, the operator API). */
export async function sendOwnerLink(
  mail: MailQueue,
  notice: { profileId: string; email: string; artistName: string; passwordLink: string; expiresAt: string; studioUrl: string },
): Promise<void> {
  const expires = new Date(notice.expiresAt).toUTCString();
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    subject: `A new link to ${notice.artistName}'s studio`,
    text: [
      `The people running ${notice.artistName}'s site sent you a new link to set the password you log in to the studio with.`,
      "",
      `Set it here (the link works once, until ${expires}):`,
      notice.passwordLink,
      "",
      `Then log in to the studio: ${notice.studioUrl}`,
      "",
      "If you did not ask for this, tell the people running the site; your password stays as it is until the link is used.",
    ].join("\n"),
  });
}

/** What each role may do, in an invitation's words. */
const ROLE_WORDS: Record<EditorRole, string> = {
  owner: "an owner: everything, including the team, orders and the site's address",
  editor: "an editor: pages, posts, emails and music",
  viewer: "a viewer: you can look at everything but change nothing",
};

/** An invitation into an artist's studio (issue 35, item 5), from one of its owners. */
export async function sendTeamInvitation(
  mail: MailQueue,
  notice: { profileId: string; email: string; artistName: string; invitedBy: string; role: EditorRole; link: string; expiresAt: string },
): Promise<void> {
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    subject: `${notice.invitedBy} invited you to ${notice.artistName}'s studio`,
    text: [
      `${notice.invitedBy} invited you to work on ${notice.artistName}'s site in its studio, as ${ROLE_WORDS[notice.role]}.`,
      "",
      `Accept here (the link works once, until ${new Date(notice.expiresAt).toUTCString()}):`,
      notice.link,
      "",
      "If you did not expect this, ignore this email: nothing happens unless the link is opened and accepted.",
    ].join("\n"),
  });
}

/**
 * A member of an imported artist's team (issue 40, item 2): the studio is on this server now, with
 * their role, and their password stayed behind, so a one-time link sets one here.
 */
export async function sendImportedTeamLink(
  mail: MailQueue,
  notice: {
    profileId: string;
    email: string;
    artistName: string;
    role: EditorRole;
    passwordLink: string;
    expiresAt: string;
    studioUrl: string;
  },
): Promise<void> {
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    subject: `${notice.artistName}'s studio has moved`,
    text: [
      `${notice.artistName}'s site and studio were moved to a new server, and you are on its team as ${ROLE_WORDS[notice.role]}.`,
      "",
      `Your password did not move with it: set one here (the link works once, until ${new Date(notice.expiresAt).toUTCString()}):`,
      notice.passwordLink,
      "",
      `Then log in to the studio: ${notice.studioUrl}`,
    ].join("\n"),
  });
}

/** What changed in an editor's two-step sign-in (issue 35, item 7), in the words of the mail that tells them. */
const TWO_FACTOR_CHANGES = {
  on: { subject: "Two-step sign-in is on", said: "Two-step sign-in was turned on" },
  off: { subject: "Two-step sign-in is off", said: "Two-step sign-in was turned off" },
  codes: { subject: "New recovery codes", said: "New recovery codes were made (the old ones no longer work)" },
} as const;

/**
 * Tells an editor their two-step sign-in changed, naming the artist, and what to do if it was not
 * them: a new password through 'Forgot password?' logs everyone else out and forgets remembered devices.
 */
export async function sendTwoFactorChanged(
  mail: MailQueue,
  notice: { profileId: string; email: string; artistName: string; change: keyof typeof TWO_FACTOR_CHANGES },
): Promise<void> {
  const { subject, said } = TWO_FACTOR_CHANGES[notice.change];
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    subject: `${subject} for ${notice.artistName}'s studio`,
    text: [
      `${said} for the account you log in to ${notice.artistName}'s studio with (${notice.email}).`,
      "",
      "If this was you, there is nothing more to do.",
      "",
      "If it was not you, someone else knows your password: choose a new one at once with 'Forgot password?' on the studio's login page. That logs you out everywhere else and forgets every remembered device. Then tell the artist's owner.",
    ].join("\n"),
  });
}
