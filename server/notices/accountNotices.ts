import type { FastifyBaseLogger } from "fastify";
import type { MailQueue } from "../mail/mailQueue";

export interface RepeatedRegistration {
  readonly profileId: string;
  readonly accountId: string;
  readonly email: string;
  readonly artistName: string;
  /** The artist's site, where the owner logs in. */
  readonly siteOrigin: string;
}

/**
 * Tells the owner of an account, by email, that someone tried to register their address again
 * (perhaps they forgot they had an account, perhaps someone is probing which addresses have one).
 * The registration itself answers as a new one would, so this message is the only trace; the log
 * keeps a line of it too, without the address.
 */
export async function tellOwnerOfRepeatedRegistration(
  log: FastifyBaseLogger,
  mail: MailQueue,
  notice: RepeatedRegistration,
): Promise<void> {
  log.warn(
    { notice: "repeated-registration", profileId: notice.profileId, accountId: notice.accountId },
    "someone registered an address that has an account; its owner is told",
  );
  const login = `${notice.siteOrigin}/login`;
  await mail.queue({
    profileId: notice.profileId,
    to: notice.email,
    subject: `Someone tried to sign up at ${notice.artistName} with your address`,
    text: [
      `Someone just tried to create an account at ${notice.artistName} with this email address, which already has one.`,
      "",
      `If it was you: you can log in at ${login}.`,
      "If it was not you: nothing changed, and you need not do anything.",
    ].join("\n"),
  });
}
