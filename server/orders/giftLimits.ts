import { GIFT_LIMITS } from "../../schema/rules/purchase";
import { recentGiftRecipients } from "../data/orders";
import type { Queryable } from "../db/database";
import { type HttpError, httpError } from "../http/httpError";
import type { PricedLine } from "./priceCart";

const DAY_HOURS = 24;

/**
 * The refusal of a cart that gives more than a fan may (issue 30), or null: more gift lines than
 * an order holds (400, a pointer at each line over), or gifts to more different people than a fan
 * may reach in a day, counting those of their orders of the last 24 hours (429, with the time until
 * the oldest of them leaves the count).
 */
export async function giftLimitRefusal(
  db: Queryable,
  fan: { profileId: string; accountId: string },
  lines: readonly PricedLine[],
): Promise<HttpError | null> {
  const giftIndexes = lines.flatMap((line, index) => (line.gift ? [index] : []));
  if (giftIndexes.length > GIFT_LIMITS.perOrder) {
    const refusal = httpError("too_many_gifts", "perOrder", GIFT_LIMITS.perOrder);
    return refusal.withFields({
      errors: giftIndexes
        .slice(GIFT_LIMITS.perOrder)
        .map((index) => ({ pointer: `/body/items/${index}/isGift`, rule: "giftsPerOrder", message: refusal.message })),
    });
  }
  if (giftIndexes.length === 0) return null;
  const recent = await recentGiftRecipients(db, fan.profileId, fan.accountId, DAY_HOURS);
  const recipients = new Set(recent.emails);
  for (const line of lines) if (line.gift) recipients.add(line.gift.email.toLowerCase());
  if (recipients.size <= GIFT_LIMITS.recipientsPerDay) return null;
  const frees = (recent.oldestAt?.getTime() ?? Date.now()) + DAY_HOURS * 3600_000;
  const retryAfter = Math.max(1, Math.ceil((frees - Date.now()) / 1000));
  return httpError("gift_recipients_limit", "perDay", GIFT_LIMITS.recipientsPerDay, retryAfter).withHeaders({
    "retry-after": String(retryAfter),
  });
}
