import type { MailQueue } from "../mail/mailQueue";

/** What changed in an editor's passkeys (issue 35, item 7), in the words of the mail that tells them. */
const PASSKEY_CHANGES = {
  added: { subject: "A passkey was added", said: (name: string) => `A passkey named "${name}" was added` },
  removed: { subject: "A passkey was removed", said: (name: string) => `The passkey named "${name}" was removed` },
} as const;

/**
 * Tells an editor a passkey was added to or removed from their studio account, naming the artist
 * and the passkey, and what to do if it was not them: a passkey signs in without the password, so
 * one added by someone else must go at once, and their password is known.
 */
export async function sendPasskeyChanged(
  mail: MailQueue,
  notice: { profileId: string; email: string; artistName: string; passkeyName: string; change: keyof typeof PASSKEY_CHANGES },
): Promise<void> {
  const { subject, said } = PASSKEY_CHANGES[notice.change];
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    subject: `${subject} for ${notice.artistName}'s studio`,
    text: [
      `${said(notice.passkeyName)} for the account you log in to ${notice.artistName}'s studio with (${notice.email}).`,
      "",
      "If this was you, there is nothing more to do.",
      "",
      "If it was not you, someone else is signed in as you: choose a new password at once with 'Forgot password?' on the studio's login page, which logs you out everywhere else, then remove under Your account any passkey you did not add, and tell the artist's owner.",
    ].join("\n"),
  });
}
