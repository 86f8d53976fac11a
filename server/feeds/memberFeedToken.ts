import { createHmac, randomBytes } from "node:crypto";
import { hashToken } from "../security/tokens";

/** A new random salt for a member's feed: a reset draws another, and every address made from the old one stops working. */
export function newMemberFeedSalt(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * A member's feed token: 32 bytes (base64url) the server's secret derives from the member and the
 * salt, so the account page can show the same address each time while the database keeps only its
 * hash (and the salt, which opens nothing without the secret).
 */
export function memberFeedToken(secret: string, accountId: string, salt: string): string {
  return createHmac("sha256", secret).update(`member-feed\n${accountId}\n${salt}`).digest("base64url");
}

/** What the database keeps of a feed token and looks it up by. */
export const memberFeedTokenHash = hashToken;

/** The shape of every token `memberFeedToken` makes: anything else was never issued and is not looked up. */
export const MEMBER_FEED_TOKEN_PATTERN = "^[A-Za-z0-9_-]{43}$";
