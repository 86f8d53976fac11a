import { inTransaction, type Queryable } from "../db/database";
import { ownsProduct } from "./library";

/** What redeeming a code came to; `redeemed` and `yours` name the release it gives. */
export type Redemption =
  | { outcome: "unknown" }
  | { outcome: "void" }
  | { outcome: "used" }
  | { outcome: "redeemed" | "redeemedBefore" | "alreadyOwned"; productId: string; title: string };

/**
 * Redeems one of the artist's codes (normalized) for a fan: the first fan to redeem it owns its
 * release from then on (the `OWNED` of server/data/library.ts reads it); the same fan again is
 * told it is theirs already, anyone else that it was used. A fan who owns the release already
 * (bought, or from another code) leaves the code unused, so the card can go to someone else. A code of a voided batch redeemed
 * before the voiding stays its fan's: only codes not redeemed by then stop working. Another
 * artist's code is unknown here, as a made-up one is.
 */
export function redeemCode(db: Queryable, profileId: string, code: string, accountId: string): Promise<Redemption> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.query<{
      redeemed_by: string | null;
      redeemed_at: Date | null;
      voided_at: Date | null;
      product_id: string;
      title: string;
    }>(
      `SELECT c.redeemed_by, c.redeemed_at, b.voided_at, b.product_id, p.title
       FROM download_codes c JOIN download_code_batches b ON b.id = c.batch_id JOIN products p ON p.id = b.product_id
       WHERE c.profile_id = $1 AND c.code = $2 AND b.profile_id = $1
       FOR UPDATE OF c`,
      [profileId, code],
    );
    if (!row) return { outcome: "unknown" };
    const release = { productId: row.product_id, title: row.title };
    if (row.redeemed_at !== null) return row.redeemed_by === accountId ? { outcome: "redeemedBefore", ...release } : { outcome: "used" };
    if (row.voided_at !== null) return { outcome: "void" };
    if (await ownsProduct(tx, profileId, accountId, row.product_id)) return { outcome: "alreadyOwned", ...release };
    await tx.query("UPDATE download_codes SET redeemed_by = $3, redeemed_at = now() WHERE profile_id = $1 AND code = $2", [
      profileId,
      code,
      accountId,
    ]);
    return { outcome: "redeemed", ...release };
  });
}
