import { fromArtist } from "../mail/artistSender";
import type { MailMessage } from "../mail/mailTransport";

/** The page a fan's confirmation link opens. */
export const confirmEmailPath = (token: string) => `/account/confirm-email/${encodeURIComponent(token)}`;

/**
 * The email that asks a fan to confirm their address (issue 30): sent when a free order of theirs
 * holds gifts, since anyone may sign up with anyone's address and a free gift would otherwise be
 * mail to strangers for nothing. It names what waits, and what to do if it was not them.
 */
export function emailConfirmationMessage(request: {
  readonly profileId: string;
  readonly artistName: string;
  readonly origin: string;
  readonly email: string;
  readonly token: string;
}): MailMessage {
  const link = `${request.origin}${confirmEmailPath(request.token)}`;
  return {
    profileId: request.profileId,
    to: request.email,
    ...fromArtist(request.artistName),
    subject: `Confirm your email address for ${request.artistName}`,
    text: [
      `You sent gifts with a free order at ${request.artistName}. They go out once you confirm that this address is yours:`,
      "",
      link,
      "",
      "The link works once, for 3 days.",
      "If you did not order anything, ignore this email: nothing is sent.",
    ].join("\n"),
  };
}
