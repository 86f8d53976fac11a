import { ARTIST_EXPORT_RECORDS, type ArtistExportKind, type ExportFieldSpec, type ExportRecord } from "../../schema/artistExport/records";
import type { Queryable } from "../db/database";

/** The kinds read straight from a table; documents are read through the documents' own layer (migrated). */
type TableKind = Exclude<ArtistExportKind, "documents">;

interface Source {
  /** The rows of the artist `$1`, aliased `t`. */
  readonly from: string;
  readonly orderBy: string;
  /** Fields not stored under their own name in snake case. */
  readonly columns?: Readonly<Record<string, string>>;
}

// Every source is limited to the profile `$1`, through its own column or its parent's.
const VARIANTS = "product_variants t JOIN products p ON p.id = t.product_id AND p.profile_id = $1";
/** Likes, saves or comments on the artist's own posts (posts are all fans engage with: ENTITY_TYPES). */
const POST_MARKS = (table: string) =>
  `${table} t JOIN posts p ON p.id = t.entity_id AND p.profile_id = $1 WHERE t.profile_id = $1 AND t.entity_type = 'post'`;
const SOURCES: Readonly<Record<TableKind, Source>> = {
  profile: { from: "profiles t WHERE t.id = $1", orderBy: "t.id" },
  // The fields named in records.ts only: never password_hash, nor any table of second factors, passkeys or sessions.
  team: { from: "editors t WHERE t.profile_id = $1", orderBy: "t.created_at, t.email", columns: { joinedAt: "t.created_at" } },
  releases: { from: "products t WHERE t.profile_id = $1", orderBy: "t.released_at, t.id" },
  variants: { from: VARIANTS, orderBy: "t.product_id, t.position" },
  tracks: {
    from: `tracks t JOIN product_variants v ON v.id = t.variant_id JOIN products p ON p.id = v.product_id AND p.profile_id = $1`,
    orderBy: "t.variant_id, t.position",
  },
  posts: { from: "posts t WHERE t.profile_id = $1", orderBy: "t.created_at, t.id" },
  pollOptions: { from: "poll_options t JOIN posts p ON p.id = t.post_id AND p.profile_id = $1", orderBy: "t.post_id, t.position" },
  likes: { from: POST_MARKS("likes"), orderBy: "t.entity_id, t.created_at, t.account_id", columns: { postId: "t.entity_id" } },
  saves: { from: POST_MARKS("saves"), orderBy: "t.entity_id, t.created_at, t.account_id", columns: { postId: "t.entity_id" } },
  // In the order they were written (`seq` within one clock tick), so an import writes them in that order too.
  comments: { from: POST_MARKS("comments"), orderBy: "t.created_at, t.seq", columns: { postId: "t.entity_id" } },
  pollVotes: {
    from: "poll_votes t JOIN posts p ON p.id = t.post_id AND p.profile_id = $1",
    orderBy: "t.post_id, t.option_uid, t.account_id",
  },
  pagePollVotes: { from: "page_poll_votes t WHERE t.profile_id = $1", orderBy: "t.page_id, t.poll_uid, t.option_uid, t.account_id" },
  events: { from: "events t WHERE t.profile_id = $1", orderBy: "t.date_time, t.id" },
  tiers: { from: "membership_tiers t WHERE t.profile_id = $1", orderBy: "t.rank, t.id" },
  tierIncludes: { from: "membership_tier_includes t WHERE t.profile_id = $1", orderBy: "t.tier_id, t.included_tier_id" },
  emailLists: { from: "email_lists t WHERE t.profile_id = $1", orderBy: "t.id" },
  subscribers: {
    from: "email_subscribers t JOIN email_lists l ON l.id = t.email_list_id AND l.profile_id = $1",
    orderBy: "t.email_list_id, t.joined_at, t.email",
    columns: { confirmLinkSentAt: "t.confirm_token_issued_at", confirmLinkUsedAt: "t.confirm_token_used_at" },
  },
  suppressions: { from: "mail_suppressions t WHERE t.profile_id = $1", orderBy: "t.at, t.email" },
  fans: { from: "accounts t WHERE t.profile_id = $1", orderBy: "t.created_at, t.id" },
  memberships: { from: "membership_subscriptions t WHERE t.profile_id = $1", orderBy: "t.created_at, t.id" },
  orders: { from: "orders t WHERE t.profile_id = $1", orderBy: "t.created_at, t.id" },
  orderItems: {
    from: "order_items t JOIN orders o ON o.id = t.order_id AND o.profile_id = $1",
    orderBy: "o.created_at, t.order_id, t.position",
  },
  discountCodes: { from: "discount_codes t WHERE t.profile_id = $1", orderBy: "t.created_at, t.id" },
  downloadCodeBatches: { from: "download_code_batches t WHERE t.profile_id = $1", orderBy: "t.created_at, t.id" },
  downloadCodes: { from: "download_codes t WHERE t.profile_id = $1", orderBy: "t.batch_id, t.code" },
  // `file` is filled in by the caller, once it knows the file is the artist's own (exportFiles.ts).
  media: { from: "media_items t WHERE t.profile_id = $1", orderBy: "t.created_at, t.id", columns: { file: "NULL" } },
  audioMasters: { from: "audio_files t WHERE t.profile_id = $1", orderBy: "t.created_at, t.storage_key", columns: { file: "NULL" } },
};

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The select list of a kind: each field under its own name, numbers as JSON numbers (PostgreSQL's numeric and bigint come as text). */
function selectList(kind: TableKind): string {
  const fields = ARTIST_EXPORT_RECORDS[kind] as Record<string, ExportFieldSpec>;
  return Object.entries(fields)
    .map(([name, spec]) => {
      const column = SOURCES[kind].columns?.[name] ?? `t.${snake(name)}`;
      const cast = spec.startsWith("number")
        ? "::float8"
        : spec.startsWith("integer")
          ? "::int"
          : spec.startsWith("text") && column === "NULL"
            ? "::text"
            : "";
      return `(${column})${cast} AS "${name}"`;
    })
    .join(", ");
}

/** Times as ISO 8601 in UTC, as the published schemas have them. */
function plain(row: ExportRecord): ExportRecord {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

/** The records of one kind of the artist `profileId`, in a stable order (two exports of the same data are the same files). */
export async function readExportRecords(db: Queryable, profileId: string, kind: TableKind): Promise<ExportRecord[]> {
  const source = SOURCES[kind];
  const rows = await db.query<ExportRecord>(`SELECT ${selectList(kind)} FROM ${source.from} ORDER BY ${source.orderBy}`, [profileId]);
  return rows.map(plain);
}

export const TABLE_KINDS = Object.keys(SOURCES) as TableKind[];
