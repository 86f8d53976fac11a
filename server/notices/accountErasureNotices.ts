import { fromArtist } from "../mail/artistSender";
import type { MailQueue } from "../mail/mailQueue";

/** Whom a notice of a fan's data goes to, and from which artist. */
interface FanDataNotice {
  readonly profileId: string;
  readonly email: string;
  readonly artistName: string;
}

/**
 * Sends the link to the copy of a fan's data (issue 35, item 4). The link works for `days` and
 * only its hash is kept; someone else asking for a copy does not get it (it goes to this address),
 * but it means they are signed in as this fan, so the mail says what to do.
 */
export async function sendDataExportLink(
  mail: MailQueue,
  notice: FanDataNotice & { readonly link: string; readonly days: number },
): Promise<void> {
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    ...fromArtist(notice.artistName),
    subject: `Your data from ${notice.artistName} is ready to download`,
    text: [
      `You asked for a copy of your data at ${notice.artistName}. It is ready: a zip of your details, orders, library, memberships, comments, likes, saves, votes and email-list subscriptions, each as JSON and as CSV.`,
      "",
      `Download it with this link, which works for ${notice.days} days:`,
      "",
      notice.link,
      "",
      "If you did not ask for it, someone may be signed in to your account: change your password and sign out every device on your account page. Do not share this link.",
    ].join("\n"),
  });
}

/**
 * Tells a fan their account is gone: sent to the address it had, which is kept nowhere else now.
 * An account is deleted only with its password, so a deletion the fan did not make means the
 * password is known to someone: the mail says to tell the artist.
 */
export async function tellOfAccountDeletion(mail: MailQueue, notice: FanDataNotice): Promise<void> {
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    ...fromArtist(notice.artistName),
    subject: `Your account at ${notice.artistName} was deleted`,
    text: [
      `Your account at ${notice.artistName} was deleted, as you asked:`,
      "",
      "- your memberships were cancelled at once and will not renew;",
      "- your library (the music you bought or were given) is gone;",
      "- your comments stay, shown as by 'a former fan';",
      `- your orders stay for ${notice.artistName}'s accounting, without your name or address;`,
      "- your address left the artist's email lists, and everything else about you was erased.",
      "",
      `If you did not delete your account, someone knew your password: let ${notice.artistName} know, and change that password wherever else you use it. A deleted account cannot be brought back, but you may sign up again.`,
    ].join("\n"),
  });
}
