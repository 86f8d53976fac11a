import type { FastifyBaseLogger } from "fastify";
import { EMAIL_CONFIRMATION_HOURS } from "../data/emailConfirmations";
import { fromArtist } from "../mail/artistSender";
import type { MailQueue } from "../mail/mailQueue";

/** Whom a registration's email goes to, and the link in it. */
export interface RegistrationNotice {
  readonly profileId: string;
  readonly email: string;
  readonly artistName: string;
  /** The artist's site. */
  readonly siteOrigin: string;
  /** The one-time link that confirms the address and signs its owner in. */
  readonly link: string;
}

/** How long the link of a registration's email works, as its words say. */
const LINK_DAYS = EMAIL_CONFIRMATION_HOURS / 24;

/**
 * Asks a new fan to finish creating their account: registration answers "check your email" for
 * every address (issue 30), and the account is opened by this link, which proves the address is
 * theirs and signs them in.
 */
export async function askToFinishRegistration(mail: MailQueue, notice: RegistrationNotice): Promise<void> {
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    ...fromArtist(notice.artistName),
    subject: `Finish creating your account at ${notice.artistName}`,
    text: [
      `Open this link to finish creating your account at ${notice.artistName} and sign in:`,
      "",
      notice.link,
      "",
      `The link works once, for ${LINK_DAYS} days. If you did not sign up, ignore this email: nothing happens.`,
    ].join("\n"),
  });
}

/**
 * Tells the owner of an account, by email, that someone tried to register their address again
 * (perhaps they forgot they had an account, perhaps someone is probing which addresses have one),
 * with a link that signs them in. The registration answers as a new one does, so this message is
 * the only trace; the log keeps a line of it too, without the address.
 */
export async function tellOwnerOfRepeatedRegistration(
  log: FastifyBaseLogger,
  mail: MailQueue,
  notice: RegistrationNotice & { readonly accountId: string },
): Promise<void> {
  log.warn(
    { notice: "repeated-registration", profileId: notice.profileId, accountId: notice.accountId },
    "someone registered an address that has an account; its owner is told",
  );
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    ...fromArtist(notice.artistName),
    subject: `Someone tried to sign up at ${notice.artistName} with your address`,
    text: [
      `Someone just tried to create an account at ${notice.artistName} with this email address, which already has one.`,
      "",
      `If it was you: open this link to sign in (it works once, for ${LINK_DAYS} days), or log in at ${notice.siteOrigin}/login.`,
      "",
      notice.link,
      "",
      "If it was not you: nothing changed, and you need not do anything.",
    ].join("\n"),
  });
}

/** Whom a link asked for on the login page goes to, and the link. */
export interface LinkNotice {
  readonly profileId: string;
  readonly email: string;
  readonly artistName: string;
  /** The one-time link. */
  readonly link: string;
}

/** 'Forgot password?' (issue 35): a link to choose a new password, from the artist, saying what to do if it was not them. */
export async function sendPasswordResetLink(mail: MailQueue, notice: LinkNotice): Promise<void> {
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    ...fromArtist(notice.artistName),
    subject: `Choose a new password for ${notice.artistName}`,
    text: [
      `Someone asked to reset the password of your account at ${notice.artistName}. Open this link to choose a new one:`,
      "",
      notice.link,
      "",
      "The link works once, for an hour. Choosing a new password signs you out everywhere else.",
      "",
      "If you did not ask for this, ignore this email: your password stays as it is.",
    ].join("\n"),
  });
}

/** 'Email me a sign-in link' (issue 35): a link that signs the fan in without their password. */
export async function sendSignInLink(mail: MailQueue, notice: LinkNotice): Promise<void> {
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    ...fromArtist(notice.artistName),
    subject: `Your sign-in link for ${notice.artistName}`,
    text: [
      `Open this link to sign in to your account at ${notice.artistName}:`,
      "",
      notice.link,
      "",
      "The link works once, for an hour.",
      "",
      "If you did not ask for this, ignore this email: nobody can sign in without the link.",
    ].join("\n"),
  });
}

/** A change of email (issue 35, item 2): the link to the new address that makes it. */
export async function askToConfirmNewEmail(mail: MailQueue, notice: LinkNotice & { readonly oldEmail: string }): Promise<void> {
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    ...fromArtist(notice.artistName),
    subject: `Confirm your new email address for ${notice.artistName}`,
    text: [
      `Someone asked to change the email address of an account at ${notice.artistName} from ${notice.oldEmail} to this one. Open this link to confirm it:`,
      "",
      notice.link,
      "",
      "The link works once, for 24 hours. Until it is opened, nothing changes.",
      "",
      "If you did not ask for this, ignore this email: nothing changes.",
    ].join("\n"),
  });
}

/** A change of email, made: the old address is told, with the link that undoes it for 7 days. */
export async function tellOldEmailOfChange(mail: MailQueue, notice: LinkNotice & { readonly newEmail: string }): Promise<void> {
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    ...fromArtist(notice.artistName),
    subject: `Your email address for ${notice.artistName} was changed`,
    text: [
      `The email address of your account at ${notice.artistName} was changed from this one to ${notice.newEmail}.`,
      "",
      "If it was you, you need not do anything.",
      "",
      "If it was not you, open this link to undo the change (it works once, for 7 days); it also signs out every device:",
      "",
      notice.link,
    ].join("\n"),
  });
}
