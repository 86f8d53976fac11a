import { createHash } from "node:crypto";
import { daySecret } from "../data/analyticsEvents";
import type { Queryable } from "../db/database";

/**
 * A visitor, counted once a day without a cookie (issue 38), as Plausible does: a hash of the day's
 * secret, the artist, the client's address and its browser. The same person is the same visitor
 * all day at one artist, another at another artist, and a new one tomorrow; the address is never
 * kept, and the secret goes once its day is over (daySecret), so the hash cannot be reversed by
 * trying every address.
 */
export function visitorHash(secret: string, profileId: string, address: string, userAgent: string): string {
  return createHash("sha256").update(`${secret}\n${profileId}\n${address}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/** The day's secret, read from the database once a day per process. */
export function daySecrets(db: Queryable): (now: Date) => Promise<string> {
  let cached: { day: string; secret: Promise<string> } | null = null;
  return (now) => {
    const day = now.toISOString().slice(0, 10);
    if (cached?.day !== day) {
      const secret = daySecret(db, day);
      cached = { day, secret };
      // A failed read is asked again on the next event, not kept.
      secret.catch(() => {
        if (cached?.day === day) cached = null;
      });
    }
    return cached.secret;
  };
}
