import type { CodeBatch, CodeBatchPage } from "../../schema/api/downloadCodes";
import { inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";

interface BatchRow {
  id: string;
  product_id: string;
  title: string;
  name: string;
  size: number;
  generated: number | string;
  redeemed: number | string;
  state: CodeBatch["state"];
  created_at: Date | string;
  voided_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toBatch = (row: BatchRow): CodeBatch => ({
  id: row.id,
  productId: row.product_id,
  title: row.title,
  name: row.name,
  size: row.size,
  generated: Number(row.generated),
  redeemed: Number(row.redeemed),
  state: row.state,
  createdAt: iso(row.created_at),
  voidedAt: row.voided_at === null ? null : iso(row.voided_at),
});

/** A batch with its release's title and its counts, within one artist. */
const BATCH_SELECT = `
  SELECT b.id, b.product_id, p.title, b.name, b.size, b.state, b.created_at, b.voided_at,
    (SELECT count(*) FROM download_codes c WHERE c.batch_id = b.id) AS generated,
    (SELECT count(*) FROM download_codes c WHERE c.batch_id = b.id AND c.redeemed_at IS NOT NULL) AS redeemed
  FROM download_code_batches b JOIN products p ON p.id = b.product_id`;

/** A page of the artist's batches, newest first. */
export async function listCodeBatches(
  db: Queryable,
  profileId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<CodeBatchPage> {
  const [rows, [count]] = await Promise.all([
    db.query<BatchRow>(`${BATCH_SELECT} WHERE b.profile_id = $1 ORDER BY b.created_at DESC, b.id LIMIT $2 OFFSET $3`, [
      profileId,
      limit,
      offset,
    ]),
    db.query<{ total: number | string }>("SELECT count(*) AS total FROM download_code_batches WHERE profile_id = $1", [profileId]),
  ]);
  return { total: Number(count?.total ?? 0), data: rows.map(toBatch) };
}

/** One of the artist's batches, or null. */
export async function findCodeBatch(db: Queryable, profileId: string, batchId: string): Promise<CodeBatch | null> {
  const [row] = await db.query<BatchRow>(`${BATCH_SELECT} WHERE b.profile_id = $1 AND b.id = $2`, [profileId, batchId]);
  return row ? toBatch(row) : null;
}

/**
 * A new batch, its codes still to be made (`generating`): null when `productId` is none of the
 * artist's music releases (merch has no download to give).
 */
export async function createCodeBatch(
  db: Queryable,
  profileId: string,
  batch: { productId: string; size: number; name: string },
): Promise<string | null> {
  const id = newId();
  const rows = await db.query(
    `INSERT INTO download_code_batches (id, profile_id, product_id, name, size)
     SELECT $1, $2, p.id, $4, $5 FROM products p WHERE p.profile_id = $2 AND p.id = $3 AND p.category = 'Music'
     RETURNING id`,
    [id, profileId, batch.productId, batch.name, batch.size],
  );
  return rows.length > 0 ? id : null;
}

/**
 * Voids a batch: its codes not redeemed yet stop working; redeemed ones stay their fans' (voiding
 * is for cards lost or leaked, not for taking back what was given). Says what stood in the way.
 */
export async function voidCodeBatch(db: Queryable, profileId: string, batchId: string): Promise<"voided" | "notFound" | "alreadyVoid"> {
  const rows = await db.query(
    "UPDATE download_code_batches SET voided_at = now() WHERE profile_id = $1 AND id = $2 AND voided_at IS NULL RETURNING id",
    [profileId, batchId],
  );
  if (rows.length > 0) return "voided";
  const [exists] = await db.query("SELECT 1 FROM download_code_batches WHERE profile_id = $1 AND id = $2", [profileId, batchId]);
  return exists ? "alreadyVoid" : "notFound";
}

/** A batch's codes in their alphabetical order, each with when it was redeemed (no fan: the CSV and the printed sheet). */
export async function listBatchCodes(
  db: Queryable,
  profileId: string,
  batchId: string,
): Promise<{ code: string; redeemedAt: string | null }[]> {
  const rows = await db.query<{ code: string; redeemed_at: Date | string | null }>(
    "SELECT code, redeemed_at FROM download_codes WHERE profile_id = $1 AND batch_id = $2 ORDER BY code",
    [profileId, batchId],
  );
  return rows.map((row) => ({ code: row.code, redeemedAt: row.redeemed_at === null ? null : iso(row.redeemed_at) }));
}

/** Who redeemed a batch's codes, newest first: their address, or empty once their account is gone. */
export async function listBatchRedemptions(
  db: Queryable,
  profileId: string,
  batchId: string,
): Promise<{ code: string; email: string; redeemedAt: string }[]> {
  const rows = await db.query<{ code: string; email: string | null; redeemed_at: Date | string }>(
    `SELECT c.code, a.email, c.redeemed_at FROM download_codes c LEFT JOIN accounts a ON a.id = c.redeemed_by
     WHERE c.profile_id = $1 AND c.batch_id = $2 AND c.redeemed_at IS NOT NULL
     ORDER BY c.redeemed_at DESC, c.code`,
    [profileId, batchId],
  );
  return rows.map((row) => ({ code: row.code, email: row.email ?? "", redeemedAt: iso(row.redeemed_at) }));
}

/**
 * Makes the codes a batch still lacks, then marks it ready: `makeCodes(n)` gives n random codes, and
 * any that an artist's codes already hold are made again. Run twice (a job retried after a crash, or
 * two servers at once), the batch row's lock makes the second find it full: never more than `size`.
 */
export function fillCodeBatch(db: Queryable, batchId: string, makeCodes: (count: number) => string[]): Promise<void> {
  return inTransaction(db, async (tx) => {
    const [batch] = await tx.query<{ profile_id: string; size: number; state: string }>(
      "SELECT profile_id, size, state FROM download_code_batches WHERE id = $1 FOR UPDATE",
      [batchId],
    );
    if (!batch || batch.state === "ready") return;
    // Collisions are rare (50 bits each), so a few rounds past the batch's own always finish it;
    // a maker that keeps repeating itself throws (the job is retried) instead of spinning.
    for (let round = 0; ; round++) {
      if (round > Math.ceil(batch.size / CODES_PER_INSERT) + 10) throw new Error(`Batch ${batchId}: the codes made keep colliding`);
      const [made] = await tx.query<{ count: number | string }>("SELECT count(*) AS count FROM download_codes WHERE batch_id = $1", [
        batchId,
      ]);
      const missing = batch.size - Number(made?.count ?? 0);
      if (missing <= 0) break;
      await tx.query(
        `INSERT INTO download_codes (profile_id, code, batch_id) SELECT $1, code, $3 FROM unnest($2::text[]) AS code
         ON CONFLICT (profile_id, code) DO NOTHING`,
        [batch.profile_id, makeCodes(Math.min(missing, CODES_PER_INSERT)), batchId],
      );
    }
    await tx.query("UPDATE download_code_batches SET state = 'ready' WHERE id = $1", [batchId]);
  });
}

/** Codes written by one statement: a full batch is a few statements, each a bounded parameter. */
const CODES_PER_INSERT = 2000;
