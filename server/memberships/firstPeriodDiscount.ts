import { discountFirstPeriod, usageRefusal } from "../../schema/rules/discounts";
import { findUsableCode, hasFanUsedCode, type StoredDiscountCode } from "../data/discountCodes";
import type { Queryable } from "../db/database";
import { discountRefusalError } from "../orders/discountCart";

/**
 * A fan's code for a membership's first period (issue 36, item 7), checked as checkout checks a
 * cart's: the artist's code by its text, its dates, the tiers it names, its minimum (the period's
 * price), then its uses. Throws the refusal as the API answers it. The use is held by
 * claimDiscountUse once the subscription exists, in the same transaction.
 */
export async function firstPeriodDiscount(
  db: Queryable,
  ask: { readonly profileId: string; readonly accountId: string; readonly tierId: string; readonly code: string },
  periodCents: number,
  now = new Date(),
): Promise<{ readonly code: StoredDiscountCode; readonly firstChargeCents: number }> {
  const code = await findUsableCode(db, ask.profileId, ask.code);
  if (!code) throw discountRefusalError({ reason: "unknown" });
  // Nothing to take off a $0 period (pay what you want from $0): the code does not apply.
  const first = periodCents > 0 ? discountFirstPeriod(periodCents, ask.tierId, code, now) : null;
  if (!first) throw discountRefusalError({ reason: "nothingEligible" });
  if (!first.ok) throw discountRefusalError(first.refusal);
  const uses = usageRefusal(code, code.uses, await hasFanUsedCode(db, code.id, ask.accountId));
  if (uses) throw discountRefusalError(uses);
  return { code, firstChargeCents: first.firstChargeCents };
}
