import type { ServerContext } from "../context";
import { joinEmailList, renewConfirmToken } from "../data/emailLists";
import { countAction } from "../data/rateCounters";
import { confirmationMessage } from "./confirmationMessage";

/** How long an address waits before another join sends it a confirmation again. */
export const CONFIRMATION_RESEND_SECONDS = 10 * 60;

export interface JoinRequest {
  readonly profileId: string;
  readonly artistName: string;
  readonly emailListId: string;
  /** Trimmed, lowercased and checked. */
  readonly email: string;
  /** The site's address, where the confirmation link leads. */
  readonly origin: string;
}

/**
 * Joins an address to the artist's list, pending until its owner confirms (double opt-in, issue
 * 19), and emails them the confirmation when one is due: to a new address at once; to one still
 * pending, or confirmed but since unsubscribed, at most once every CONFIRMATION_RESEND_SECONDS
 * (with a new link); to one that bounced or complained, never (its confirmation could not lead to
 * mail); to a confirmed one, nothing. The caller answers the same whatever happened here, and in
 * the same time, so a join never tells who is on a list; only the address's owner learns it, by email.
 */
export async function joinWithConsent(
  { db, mail, clock }: Pick<ServerContext, "db" | "mail" | "clock">,
  request: JoinRequest,
): Promise<"ok" | "no-such-list"> {
  const { profileId, emailListId, email } = request;
  const now = new Date(clock.now());
  const result = await joinEmailList(db, profileId, emailListId, email, now);
  if (result.outcome === "no-such-list") return "no-such-list";
  // From here every address costs the same, so how long the answer takes tells no one who is on
  // the list (a new address was answered in 29 ms, a known one in 8): the resend window is counted
  // and the message written for each, and only whether it is queued differs.
  const resend = await countAction(db, [
    { key: `consent:confirmation:${profileId}:${emailListId}:${email}`, limit: 1, windowSeconds: CONFIRMATION_RESEND_SECONDS },
  ]);
  const mayMail = result.suppression !== "bounce" && result.suppression !== "complaint";
  const consentWanted = result.outcome !== "confirmed" || result.suppression === "unsubscribed";
  const token =
    result.outcome === "joined"
      ? result.confirmToken
      : mayMail && consentWanted && resend.allowed
        ? await renewConfirmToken(db, profileId, emailListId, email, now)
        : null;
  const message = confirmationMessage({ ...request, listName: result.listName, token: token ?? UNSENT_TOKEN });
  if (token !== null && mayMail) await mail.queue(message);
  return "ok";
}

/** The token of a message written and not sent (see above): it never leaves the server. */
const UNSENT_TOKEN = "unsent";
