import { createHash } from "node:crypto";
import type { Queryable } from "../db/database";
import type { ImportedPurchase } from "../imports/platformRows";
import { newId } from "../security/tokens";
import { likePattern } from "./likePattern";

/** A purchase of a batch to write, with its buyer's address. */
type PurchaseRow = { readonly email: string; readonly purchase: ImportedPurchase };

/** The same purchase imported twice is one: its key is what the report says of it. */
function sourceKey(platform: string, row: PurchaseRow): string {
  const { purchase } = row;
  const facts = [platform, row.email, purchase.purchasedAt, purchase.itemType, purchase.itemName, purchase.currency];
  return createHash("sha256")
    .update(JSON.stringify([...facts, purchase.amountCents, purchase.quantity]))
    .digest("base64url");
}

/**
 * The artist's release or track a purchase was of, matched by title (letter case and spaces at the
 * ends aside): a track sold alone is looked for among tracks first, an album or package among
 * releases. Null when none has the title: the purchase keeps its title as text.
 */
async function matcherOf(tx: Queryable, profileId: string) {
  const releases = await tx.query<{ id: string; title: string }>(
    "SELECT id, lower(trim(title)) AS title FROM products WHERE profile_id = $1",
    [profileId],
  );
  const tracks = await tx.query<{ id: string; product_id: string; title: string }>(
    `SELECT t.id, v.product_id, lower(trim(t.title)) AS title FROM tracks t
     JOIN product_variants v ON v.id = t.variant_id JOIN products p ON p.id = v.product_id WHERE p.profile_id = $1`,
    [profileId],
  );
  return (purchase: ImportedPurchase): { productId: string | null; trackId: string | null } => {
    const title = purchase.itemName.trim().toLowerCase();
    const track = purchase.itemType === "track" ? tracks.find((each) => each.title === title) : undefined;
    if (track) return { productId: track.product_id, trackId: track.id };
    return { productId: releases.find((each) => each.title === title)?.id ?? null, trackId: null };
  };
}

/**
 * Writes a batch's purchases as imported history, in `tx`: each linked to its buyer's account
 * (made or found by the batch before) and matched to the artist's release or track. Never an
 * order: not revenue, not fulfilled, not mailed, not sent to webhooks. One already imported
 * (by this import written again, or an earlier import of the same report) is not written twice.
 */
export async function writeImportedPurchases(
  tx: Queryable,
  run: { importId: string; profileId: string; platform: string },
  rows: readonly PurchaseRow[],
): Promise<void> {
  const match = await matcherOf(tx, run.profileId);
  for (const row of rows) {
    const { purchase } = row;
    const matched = match(purchase);
    await tx.query(
      `INSERT INTO imported_purchases (id, profile_id, import_id, account_id, email, platform, item_name, item_type, product_id, track_id,
         currency, amount_cents, quantity, purchased_at, source_key)
       SELECT $1, $2, $3, (SELECT id FROM accounts WHERE profile_id = $2 AND email = $4), $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14
       ON CONFLICT (profile_id, source_key) DO NOTHING`,
      [
        newId(),
        run.profileId,
        run.importId,
        row.email,
        run.platform,
        purchase.itemName,
        purchase.itemType,
        matched.productId,
        matched.trackId,
        purchase.currency,
        purchase.amountCents,
        purchase.quantity,
        purchase.purchasedAt,
        sourceKey(run.platform, row),
      ],
    );
  }
}

/** Removes the purchases an import wrote (those an earlier import of the same report wrote stay with it). */
export async function undoImportedPurchases(tx: Queryable, profileId: string, importId: string): Promise<void> {
  await tx.query("DELETE FROM imported_purchases WHERE profile_id = $1 AND import_id = $2", [profileId, importId]);
}

/** An imported purchase as the studio's Orders lists it, marked imported. */
export interface ImportedPurchaseSummary {
  readonly id: string;
  readonly platform: string;
  readonly email: string;
  readonly itemName: string;
  readonly itemType: string;
  /** The artist's release it was matched to by title, or null (its title kept as text). */
  readonly productId: string | null;
  readonly currency: string;
  readonly amountCents: number;
  readonly quantity: number;
  readonly purchasedAt: string;
}

/** The artist's imported purchases, newest import first, a page at a time, with how many there are. */
export async function listImportedPurchases(
  db: Queryable,
  profileId: string,
  page: { search: string; offset: number; limit: number },
): Promise<{ total: number; data: ImportedPurchaseSummary[] }> {
  const search = page.search.trim() ? likePattern(page.search.trim()) : null;
  const rows = await db.query<{
    id: string;
    platform: string;
    email: string;
    item_name: string;
    item_type: string;
    product_id: string | null;
    currency: string;
    amount_cents: number;
    quantity: number;
    purchased_at: string;
  }>(
    `SELECT p.id, p.platform, p.email, p.item_name, p.item_type, p.product_id, p.currency, p.amount_cents, p.quantity, p.purchased_at
     FROM imported_purchases p JOIN platform_imports i ON i.id = p.import_id
     WHERE p.profile_id = $1 AND ($2::text IS NULL OR p.email ILIKE $2 ESCAPE '\\') ORDER BY i.created_at DESC, p.id LIMIT $3 OFFSET $4`,
    [profileId, search, page.limit, page.offset],
  );
  const [count] = await db.query<{ total: number }>(
    "SELECT count(*)::int AS total FROM imported_purchases p WHERE p.profile_id = $1 AND ($2::text IS NULL OR p.email ILIKE $2 ESCAPE '\\')",
    [profileId, search],
  );
  return {
    total: count?.total ?? 0,
    data: rows.map((row) => ({
      id: row.id,
      platform: row.platform,
      email: row.email,
      itemName: row.item_name,
      itemType: row.item_type,
      productId: row.product_id,
      currency: row.currency,
      amountCents: row.amount_cents,
      quantity: row.quantity,
      purchasedAt: row.purchased_at,
    })),
  };
}
