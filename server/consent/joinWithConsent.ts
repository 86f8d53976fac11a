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
 * mail); to a confirmed one, nothing. The caller answers the same whatever happened here, so a
 * join never tells who is on a list; only the address's owner learns it, by email.
 */
export async function joinWithConsent(
  { db, mail, clock }: Pick<ServerContext, "db" | "mail" | "clock">,
  request: JoinRequest,
): Promise<"ok" | "no-such-list"> {
  const { profileId, emailListId, email } = request;
  const now = new Date(clock.now());
  const result = await joinEmailList(db, profileId, emailListId, email, now);
  if (result.outcome === "no-such-list") return "no-such-list";
  if (result.suppression === "bounce" || result.suppression === "complaint") return "ok";
  const consentWanted = result.outcome !== "confirmed" || result.suppression === "unsubscribed";
  if (!consentWanted) return "ok";
  // Counted on the first send too, so that a join repeated at once does not mail again.
  const resend = await countAction(db, [
    { key: `consent:confirmation:${profileId}:${emailListId}:${email}`, limit: 1, windowSeconds: CONFIRMATION_RESEND_SECONDS },
  ]);
  const token =
    result.outcome === "joined"
      ? result.confirmToken
      : resend.allowed
        ? await renewConfirmToken(db, profileId, emailListId, email, now)
        : null;
  if (token === null) return "ok";
  await mail.queue(confirmationMessage({ ...request, listName: result.listName, token }));
  return "ok";
}
