import type { ReleasePage, ReleaseStatus, StudioRelease, TrackProcessing } from "../../schema/api/releases";
import type { Category, Product, ProductOption, ReleaseType } from "../../schema/entities/catalogue";
import type { StockFacts } from "../../schema/rules/stock";
import { inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { mediaUrlOf, storageKeyOfMediaUrl } from "../storage/mediaKeys";
import { findAudioFiles } from "./audioFiles";
import { likePattern } from "./likePattern";
import { NEWEST_FIRST, PRODUCT_COLUMNS, type ProductRow, withVariants } from "./products";
import { insertVariants, mediaJson, type NewMedia, type NewVariant } from "./productVariants";
import { emitReleaseIfOut } from "./webhookPublishEvents";

interface StudioRow extends ProductRow {
  normalize_loudness: boolean;
  status: ReleaseStatus;
  version: number;
  updated_at: Date | string;
}

const STUDIO_COLUMNS = `${PRODUCT_COLUMNS}, p.normalize_loudness, p.status, p.version, p.updated_at`;

/** Each track's audio as the pipeline left it, by its file's address (issue 32). */
async function processingByUrl(db: Queryable, profileId: string, products: readonly Product[]): Promise<Map<string, TrackProcessing>> {
  const urls = products.flatMap((product) =>
    product.variants.flatMap((variant) =>
      variant.tracks.flatMap((track) => track.media.filter((item) => item.type === "audio").map((item) => item.url)),
    ),
  );
  const keys = urls.map(storageKeyOfMediaUrl).filter((key): key is string => key !== null);
  const files = await findAudioFiles(db, profileId, keys);
  return new Map([...files.values()].map((file) => [mediaUrlOf(file.storageKey), { state: file.state, problem: file.problem }]));
}

async function toStudioReleases(db: Queryable, profileId: string, rows: readonly StudioRow[]): Promise<StudioRelease[]> {
  const stock = new Map<string, StockFacts>();
  const products = await withVariants(db, profileId, rows, stock);
  const processing = await processingByUrl(db, profileId, products);
  return products.map((product, index) => {
    const row = rows[index] as StudioRow;
    const variants = product.variants.map((variant) => ({
      ...variant,
      stock: stock.get(variant.id)?.stock ?? null,
      reserved: stock.get(variant.id)?.reserved ?? 0,
      tracks: variant.tracks.map((track) => {
        const audio = track.media.find((item) => item.type === "audio");
        const state = audio ? processing.get(audio.url) : undefined;
        return state ? { ...track, processing: state } : track;
      }),
    }));
    return {
      ...product,
      variants,
      normalizeLoudness: row.normalize_loudness,
      lowStockThreshold: row.low_stock_threshold,
      status: row.status,
      version: row.version,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}

export interface StudioReleaseQuery {
  readonly search: string;
  readonly status?: ReleaseStatus;
  readonly offset: number;
  readonly limit: number;
}

/** The artist's releases in every state, newest first, found by title or artist. */
export async function listStudioReleases(db: Queryable, profileId: string, query: StudioReleaseQuery): Promise<ReleasePage> {
  const search = query.search.trim();
  const where = `p.profile_id = $1 AND ($2::text IS NULL OR p.status = $2)
    AND ($3::text IS NULL OR p.title ILIKE $3 ESCAPE '\\' OR p.artist ILIKE $3 ESCAPE '\\')`;
  const params = [profileId, query.status ?? null, search ? likePattern(search) : null];
  const rows = await db.query<StudioRow>(`SELECT ${STUDIO_COLUMNS} FROM products p WHERE ${where} ${NEWEST_FIRST} LIMIT $4 OFFSET $5`, [
    ...params,
    query.limit,
    query.offset,
  ]);
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::integer AS total FROM products p WHERE ${where}`, params);
  return { total: count?.total ?? 0, data: await toStudioReleases(db, profileId, rows) };
}

/** One of the artist's releases in any state, or null. */
export async function findStudioRelease(db: Queryable, profileId: string, id: string): Promise<StudioRelease | null> {
  const rows = await db.query<StudioRow>(`SELECT ${STUDIO_COLUMNS} FROM products p WHERE p.profile_id = $1 AND p.id = $2`, [profileId, id]);
  const [release] = await toStudioReleases(db, profileId, rows);
  return release ?? null;
}

/** A release as it is written: checked and resolved by the route (ids kept only where they were the release's own). */
export interface ReleaseWrite {
  readonly title: string;
  readonly artist: string;
  readonly description: string;
  readonly credits: string;
  readonly category: Category;
  readonly releaseType: ReleaseType | null;
  readonly isFeatured: boolean;
  readonly normalizeLoudness: boolean;
  readonly status: ReleaseStatus;
  readonly media: readonly NewMedia[];
  readonly options: readonly ProductOption[];
  readonly lowStockThreshold: number | null;
  readonly variants: readonly NewVariant[];
  /** Merch: the artist's release whose download comes with it (issue 36, item 5). */
  readonly includesProductId: string | null;
  /** The release's date (ISO 8601); null keeps it (now for a new release). */
  readonly releasedAt: string | null;
}

/** A release's own columns, in the order both statements below take them ($3 to $16). */
const releaseValues = (release: ReleaseWrite) => [
  release.title,
  release.artist,
  release.description,
  release.credits,
  release.category,
  release.releaseType,
  release.isFeatured,
  mediaJson(release.media),
  release.status,
  release.normalizeLoudness,
  JSON.stringify(release.options),
  release.lowStockThreshold,
  release.includesProductId,
  release.releasedAt,
];

/** Creates a release; it is new in the catalogue (newest first). */
export function createRelease(db: Queryable, profileId: string, release: ReleaseWrite): Promise<StudioRelease> {
  return inTransaction(db, async (tx) => {
    const id = newId();
    await tx.query(
      `INSERT INTO products (id, profile_id, title, artist, description, credits, category, release_type, is_featured, media, status,
         normalize_loudness, options, low_stock_threshold, includes_product_id, released_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13::jsonb, $14, $15, COALESCE($16::timestamptz, now()))`,
      [id, profileId, ...releaseValues(release)],
    );
    await insertVariants(tx, id, release.artist, release.variants);
    await emitReleaseIfOut(tx, profileId, id);
    return (await findStudioRelease(tx, profileId, id)) as StudioRelease;
  });
}

/**
 * Replaces a release's fields, variants and tracks (in the order given) if it is still at
 * `version` (when one is given). Variants and tracks keep the ids they are sent with, so carts and
 * orders that name them go on naming them. Null when the artist has no such release.
 */
export function replaceRelease(
  db: Queryable,
  profileId: string,
  id: string,
  release: ReleaseWrite,
  version: number | undefined,
): Promise<StudioRelease | "stale" | null> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.query<{ version: number }>("SELECT version FROM products WHERE profile_id = $1 AND id = $2 FOR UPDATE", [
      profileId,
      id,
    ]);
    if (!current) return null;
    if (version !== undefined && version !== current.version) return "stale";
    await tx.query(
      `UPDATE products SET title = $3, artist = $4, description = $5, credits = $6, category = $7, release_type = $8,
         is_featured = $9, media = $10::jsonb, status = $11, normalize_loudness = $12, options = $13::jsonb, low_stock_threshold = $14,
         includes_product_id = $15, released_at = COALESCE($16::timestamptz, released_at), version = version + 1, updated_at = now()
       WHERE profile_id = $1 AND id = $2`,
      [profileId, id, ...releaseValues(release)],
    );
    // Locked, as a checkout locks the variants it holds stock of: the stock kept is what is on hand now.
    const onHand = await tx.query<{ id: string; stock: number | null }>(
      "SELECT id, stock FROM product_variants WHERE product_id = $1 ORDER BY id FOR UPDATE",
      [id],
    );
    await tx.query("DELETE FROM product_variants WHERE product_id = $1", [id]);
    await insertVariants(tx, id, release.artist, release.variants, new Map(onHand.map((row) => [row.id, row.stock])));
    await emitReleaseIfOut(tx, profileId, id);
    return findStudioRelease(tx, profileId, id);
  });
}

/**
 * Deletes a release with its variants and tracks, or archives it when it has orders or download
 * codes (its buyers and redeemers keep what they got; fans no longer see it). Null when the artist
 * has no such release.
 */
export function deleteRelease(db: Queryable, profileId: string, id: string): Promise<"deleted" | "archived" | null> {
  return inTransaction(db, async (tx) => {
    const [release] = await tx.query<{ sold: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM order_items i WHERE i.product_id = p.id)
         OR EXISTS (SELECT 1 FROM download_code_batches b WHERE b.product_id = p.id) AS sold FROM products p
       WHERE p.profile_id = $1 AND p.id = $2 FOR UPDATE`,
      [profileId, id],
    );
    if (!release) return null;
    if (release.sold) {
      await tx.query("UPDATE products SET status = 'archived', version = version + 1, updated_at = now() WHERE id = $1", [id]);
      return "archived";
    }
    await tx.query("DELETE FROM products WHERE profile_id = $1 AND id = $2", [profileId, id]);
    return "deleted";
  });
}
