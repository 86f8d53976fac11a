import { findMemberFeedSalt, saveMemberFeed } from "../data/memberFeeds";
import type { Queryable } from "../db/database";
import { memberFeedPath } from "./memberFeed";
import { memberFeedToken, memberFeedTokenHash, newMemberFeedSalt } from "./memberFeedToken";

/**
 * A member's feed address on `origin`: the one they have, else a new one (`reset`: always a new
 * one, and the old one stops working at once).
 */
export async function memberFeedUrl(
  db: Queryable,
  secret: string,
  member: { profileId: string; accountId: string; origin: string },
  reset: boolean,
): Promise<string> {
  const { profileId, accountId, origin } = member;
  let salt = reset ? null : await findMemberFeedSalt(db, profileId, accountId);
  if (salt === null) {
    const fresh = newMemberFeedSalt();
    const tokenHash = memberFeedTokenHash(memberFeedToken(secret, accountId, fresh));
    salt = await saveMemberFeed(db, { profileId, accountId, salt: fresh, tokenHash }, reset ? "replace" : "keep");
  }
  return `${origin}${memberFeedPath(memberFeedToken(secret, accountId, salt))}`;
}
