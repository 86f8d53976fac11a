import type { ReleaseStatus } from "../../schema/api/releases";
import type {
  CatalogueTrack,
  Category,
  Product,
  ProductMedia,
  ProductOption,
  ProductVariant,
  ReleaseType,
  TrackListening,
} from "../../schema/entities/catalogue";
import { availabilityOf, type StockFacts } from "../../schema/rules/stock";
import type { PublishedContentCache } from "../cache/publishedContentCache";
import { type Database, inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { likePattern } from "./likePattern";
import { insertVariants, mediaJson, type NewMedia, type NewVariant } from "./productVariants";
import { numberOf } from "./tiers";

export interface ProductRow {
  id: string;
  title: string;
  artist: string;
  description: string;
  credits: string;
  category: Category;
  release_type: ReleaseType | null;
  is_featured: boolean;
  media: ProductMedia[];
  options: ProductOption[];
  low_stock_threshold: number | null;
  released_at: Date | string;
  includes_product_id: string | null;
  includes_title: string | null;
}

interface VariantRow {
  id: string;
  product_id: string;
  is_default: boolean;
  price: string | number;
  pay_what_you_want: boolean;
  media: ProductMedia[];
  option_values: string[];
  sku: string;
  stock: number | null;
  reserved: number;
}

interface TrackRow {
  id: string;
  variant_id: string;
  title: string;
  artist: string;
  description: string;
  media: ProductMedia[];
  has_explicit_content: boolean;
  is_featured: boolean;
  duration_seconds: string | number | null;
  listen: TrackListening;
  preview_start_seconds: number;
  preview_seconds: number;
  instant_grat: boolean;
}

/** A product's columns, with its date and the title of the release it includes (issue 36, item 5). */
export const PRODUCT_COLUMNS = `p.id, p.title, p.artist, p.description, p.credits, p.category, p.release_type, p.is_featured, p.media, p.options,
  p.low_stock_threshold, p.released_at, p.includes_product_id, (SELECT b.title FROM products b WHERE b.id = p.includes_product_id) AS includes_title`;
/** Fans see published releases only: drafts and archived ones stay in the studio. */
const PUBLISHED = "p.status = 'published'";
/** Newest first; the id breaks ties so that pages never overlap. */
export const NEWEST_FIRST = "ORDER BY p.released_at DESC, p.id DESC";

/** The most featured products one answer holds; the Featured Music block shows at most 12. */
export const FEATURED_PRODUCTS_LIMIT = 50;

function toTrack(row: TrackRow): CatalogueTrack {
  const duration = numberOf(row.duration_seconds);
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    description: row.description,
    media: row.media,
    hasExplicitContent: row.has_explicit_content,
    isFeatured: row.is_featured,
    ...(duration === null ? {} : { durationSeconds: duration }),
    // What a visitor may hear is said only of a track with audio.
    ...(row.media.some((item) => item.type === "audio")
      ? { listen: row.listen, previewStartSeconds: row.preview_start_seconds, previewSeconds: row.preview_seconds }
      : {}),
    ...(row.instant_grat ? { instantGrat: true } : {}),
  };
}

/**
 * Products with their variants and tracks: two queries for the whole list, whatever its length
 * (no query per product). Variants keep their position, tracks their position within a variant.
 */
export async function withVariants(
  db: Queryable,
  profileId: string,
  rows: readonly ProductRow[],
  /** Filled with each variant's stock and holds, for the studio (fans are told only what `availabilityOf` says). */
  stockFacts?: Map<string, StockFacts>,
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const variantRows = await db.query<VariantRow>(
    `SELECT v.id, v.product_id, v.is_default, v.price, v.pay_what_you_want, v.media, v.option_values, v.sku, v.stock,
       (SELECT COALESCE(sum(r.quantity), 0) FROM stock_reservations r WHERE r.variant_id = v.id)::integer AS reserved
     FROM product_variants v JOIN products p ON p.id = v.product_id
     WHERE p.profile_id = $1 AND p.id = ANY($2::text[])
     ORDER BY v.position, v.id`,
    [profileId, ids],
  );
  const trackRows = await db.query<TrackRow>(
    `SELECT t.id, t.variant_id, t.title, t.artist, t.description, t.media, t.has_explicit_content, t.is_featured, t.duration_seconds,
       t.listen, t.preview_start_seconds, t.preview_seconds, t.instant_grat
     FROM tracks t JOIN product_variants v ON v.id = t.variant_id JOIN products p ON p.id = v.product_id
     WHERE p.profile_id = $1 AND p.id = ANY($2::text[])
     ORDER BY t.position, t.id`,
    [profileId, ids],
  );
  const tracksByVariant = new Map<string, CatalogueTrack[]>();
  for (const row of trackRows) {
    const tracks = tracksByVariant.get(row.variant_id) ?? [];
    tracks.push(toTrack(row));
    tracksByVariant.set(row.variant_id, tracks);
  }
  const thresholds = new Map(rows.map((row) => [row.id, row.low_stock_threshold]));
  const variantsByProduct = new Map<string, ProductVariant[]>();
  for (const row of variantRows) {
    const variants = variantsByProduct.get(row.product_id) ?? [];
    variants.push({
      id: row.id,
      isDefault: row.is_default,
      price: Number(row.price),
      payWhatYouWant: row.pay_what_you_want,
      tracks: tracksByVariant.get(row.id) ?? [],
      media: row.media,
      ...(row.option_values.length > 0 ? { optionValues: row.option_values } : {}),
      ...(row.sku ? { sku: row.sku } : {}),
      ...availabilityOf(row, thresholds.get(row.product_id) ?? null),
    });
    variantsByProduct.set(row.product_id, variants);
    stockFacts?.set(row.id, { stock: row.stock, reserved: row.reserved });
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    artist: row.artist,
    description: row.description,
    credits: row.credits,
    category: row.category,
    ...(row.release_type === null ? {} : { releaseType: row.release_type }),
    isFeatured: row.is_featured,
    media: row.media,
    ...(row.options.length > 0 ? { options: row.options } : {}),
    variants: variantsByProduct.get(row.id) ?? [],
    ...(row.category === "Music" ? { releasedAt: new Date(row.released_at).toISOString() } : {}),
    ...(row.includes_product_id && row.includes_title !== null
      ? { includes: { productId: row.includes_product_id, title: row.includes_title } }
      : {}),
  }));
}

/** One of the artist's published products, or null when it is not published, does not exist or belongs to another artist. */
export async function findProduct(db: Queryable, profileId: string, id: string): Promise<Product | null> {
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.profile_id = $1 AND p.id = $2 AND ${PUBLISHED}`,
    [profileId, id],
  );
  const [product] = await withVariants(db, profileId, rows);
  return product ?? null;
}

/** The artist's featured products, newest first (SPEC §7 GET /public/products/featured). */
export async function listFeaturedProducts(db: Queryable, profileId: string, category?: Category): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p
     WHERE p.profile_id = $1 AND ${PUBLISHED} AND p.is_featured AND ($2::text IS NULL OR p.category = $2)
     ${NEWEST_FIRST} LIMIT $3`,
    [profileId, category ?? null, FEATURED_PRODUCTS_LIMIT],
  );
  return withVariants(db, profileId, rows);
}

export interface ProductQuery {
  readonly category?: Category;
  /** From 1. */
  readonly page: number;
  readonly limit: number;
  /** Matches the title or the artist, case-insensitively, anywhere in them. */
  readonly query?: string;
  readonly releaseType?: ReleaseType | "all";
}

export interface ProductPage {
  readonly data: Product[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

const MATCHING = `p.profile_id = $1 AND ${PUBLISHED}
  AND ($2::text IS NULL OR p.category = $2)
  AND ($3::text IS NULL OR p.release_type = $3)
  AND ($4::text IS NULL OR p.title ILIKE $4 ESCAPE '\\' OR p.artist ILIKE $4 ESCAPE '\\')`;

/** Whether the artist has published merch (the site's header then links /merch), kept with their published content. */
export async function artistSellsMerch(db: Queryable, profileId: string, cache: PublishedContentCache): Promise<boolean> {
  return (await cache.get(profileId, "sells-merch", async () => {
    const rows = await db.query(`SELECT 1 FROM products p WHERE p.profile_id = $1 AND ${PUBLISHED} AND p.category = 'Merch' LIMIT 1`, [
      profileId,
    ]);
    return rows.length > 0;
  })) as boolean;
}

/** The ids of all the artist's products, newest release first (for the sitemap). */
export async function listProductIds(db: Queryable, profileId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT p.id FROM products p WHERE p.profile_id = $1 AND ${PUBLISHED} ORDER BY p.released_at DESC`,
    [profileId],
  );
  return rows.map((row) => row.id);
}

/** One page of the artist's products, newest first, with the number of all that match (SPEC §7 GET /public/products). */
export async function listProducts(db: Queryable, profileId: string, query: ProductQuery): Promise<ProductPage> {
  const search = query.query?.trim();
  const params = [
    profileId,
    query.category ?? null,
    query.releaseType === undefined || query.releaseType === "all" ? null : query.releaseType,
    search ? likePattern(search) : null,
  ];
  // The total rides along with the page (a window count); only a page past the end needs its own count.
  const rows = await db.query<ProductRow & { total: number }>(
    `SELECT ${PRODUCT_COLUMNS}, count(*) OVER ()::integer AS total FROM products p WHERE ${MATCHING} ${NEWEST_FIRST} LIMIT $5 OFFSET $6`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  const total =
    rows[0]?.total ??
    (query.page === 1
      ? 0
      : ((await db.query<{ total: number }>(`SELECT count(*)::integer AS total FROM products p WHERE ${MATCHING}`, params))[0]?.total ??
        0));
  return { data: await withVariants(db, profileId, rows), page: query.page, pageSize: query.limit, total };
}

export type { NewMedia, NewTrack, NewVariant } from "./productVariants";

export interface NewProduct {
  readonly id?: string;
  readonly profileId: string;
  readonly title: string;
  readonly artist: string;
  readonly description?: string;
  readonly credits?: string;
  readonly category: Category;
  readonly releaseType?: ReleaseType | null;
  readonly isFeatured?: boolean;
  /** Orders the catalogue (newest first); now when absent. */
  readonly releasedAt?: Date | string;
  readonly media?: readonly NewMedia[];
  readonly options?: readonly ProductOption[];
  readonly lowStockThreshold?: number | null;
  readonly variants?: readonly NewVariant[];
  /** Merch: the artist's release whose download comes with it (issue 36, item 5). */
  readonly includesProductId?: string | null;
  /** Published when absent (the demo's releases); the studio makes drafts. */
  readonly status?: ReleaseStatus;
}

/** Creates a product with its variants and their tracks, all or nothing (the demo data and tests use this). */
export function createProduct(db: Database | Queryable, input: NewProduct): Promise<Product> {
  const variants = input.variants ?? [];
  return inTransaction(db, async (tx) => {
    const productId = input.id ?? newId();
    await tx.query(
      `INSERT INTO products (id, profile_id, title, artist, description, credits, category, release_type, is_featured, released_at, media, status,
         options, low_stock_threshold, includes_product_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10::timestamptz, now()), $11::jsonb, $12, $13::jsonb, $14, $15)`,
      [
        productId,
        input.profileId,
        input.title,
        input.artist,
        input.description ?? "",
        input.credits ?? "",
        input.category,
        input.releaseType ?? null,
        input.isFeatured ?? false,
        input.releasedAt === undefined ? null : new Date(input.releasedAt).toISOString(),
        mediaJson(input.media),
        input.status ?? "published",
        JSON.stringify(input.options ?? []),
        input.lowStockThreshold ?? null,
        input.includesProductId ?? null,
      ],
    );
    await insertVariants(tx, productId, input.artist, variants);
    const [created] = await withVariants(
      tx,
      input.profileId,
      await tx.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`, [productId]),
    );
    if (!created) throw new Error(`createProduct: ${productId} vanished`);
    return created;
  });
}
