import type { FastifyRequest } from "fastify";
import type { MailingStatus } from "../../schema/api/consent";
import type { SuppressionReason } from "../data/suppressions";
import type { Queryable } from "../db/database";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { readUnsubscribeToken, type UnsubscribeTarget } from "../newsletters/unsubscribeToken";

/**
 * Whom an unsubscribe link is for, on the site it is opened on: its token must be signed by this
 * server and name this artist. A forged token, and one of another artist, are answered alike (404),
 * so the answer tells nothing of either.
 */
export async function unsubscribeTargetOf(
  request: FastifyRequest,
  db: Queryable,
  secret: string,
  token: string,
): Promise<UnsubscribeTarget> {
  const profile = await requestProfile(request, db);
  const target = readUnsubscribeToken(secret, token);
  if (!target || target.profileId !== profile.id) throw httpError("unsubscribe_link_invalid", "unknown");
  return target;
}

const STATUS_OF_REASON: Readonly<Record<SuppressionReason, MailingStatus["status"]>> = {
  unsubscribed: "unsubscribed",
  bounce: "bounced",
  complaint: "complained",
};

/** What the unsubscribe page is told of an address: whether the artist mails it, and if not, why. */
export function mailingStatusOf(email: string, suppression: SuppressionReason | null): MailingStatus {
  return { email, status: suppression === null ? "subscribed" : STATUS_OF_REASON[suppression] };
}
