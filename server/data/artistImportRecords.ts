import { ARTIST_EXPORT_RECORDS, type ArtistExportKind, type ExportFieldSpec, type ExportRecord } from "../../schema/artistExport/records";
import type { Queryable } from "../db/database";

/**
 * The kinds written row by row into a table; the artist (profile) is made through createProfile,
 * and the team through createEditor, each with a one-time password link (importTeam.ts).
 */
export type ImportedKind = Exclude<ArtistExportKind, "profile" | "team">;

interface Target {
  readonly table: string;
  /** Fields stored under another column than their own name in snake case (as the export reads them: artistExportRecords.ts). */
  readonly columns?: Readonly<Record<string, string>>;
  /** Fields of the export that are not columns (where a file is in the zip). */
  readonly skip?: readonly string[];
  /** Whether the table has its own profile_id column. */
  readonly profileColumn: boolean;
  /** Fields that are JSON here though the export names a file for them (a document's draft and published). */
  readonly json?: readonly string[];
}

const TARGETS: Readonly<Record<ImportedKind, Target>> = {
  releases: { table: "products", profileColumn: true },
  variants: { table: "product_variants", profileColumn: false },
  tracks: { table: "tracks", profileColumn: false },
  posts: { table: "posts", profileColumn: true },
  pollOptions: { table: "poll_options", profileColumn: false },
  likes: { table: "likes", profileColumn: true, columns: { postId: "entity_id" } },
  saves: { table: "saves", profileColumn: true, columns: { postId: "entity_id" } },
  comments: { table: "comments", profileColumn: true, columns: { postId: "entity_id" } },
  pollVotes: { table: "poll_votes", profileColumn: false },
  pagePollVotes: { table: "page_poll_votes", profileColumn: true },
  events: { table: "events", profileColumn: true },
  tiers: { table: "membership_tiers", profileColumn: true },
  tierIncludes: { table: "membership_tier_includes", profileColumn: true },
  emailLists: { table: "email_lists", profileColumn: true },
  subscribers: {
    table: "email_subscribers",
    profileColumn: false,
    columns: { confirmLinkSentAt: "confirm_token_issued_at", confirmLinkUsedAt: "confirm_token_used_at" },
  },
  suppressions: { table: "mail_suppressions", profileColumn: true },
  fans: { table: "accounts", profileColumn: true },
  memberships: { table: "membership_subscriptions", profileColumn: true },
  orders: { table: "orders", profileColumn: true },
  orderItems: { table: "order_items", profileColumn: false },
  discountCodes: { table: "discount_codes", profileColumn: true },
  downloadCodeBatches: { table: "download_code_batches", profileColumn: true },
  downloadCodes: { table: "download_codes", profileColumn: true },
  media: { table: "media_items", profileColumn: true, skip: ["file"] },
  audioMasters: { table: "audio_files", profileColumn: true, skip: ["file"] },
  documents: { table: "documents", profileColumn: true, json: ["draft", "published"] },
};

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** How a field's value is written: JSON as jsonb, lists as text[], times as timestamptz. */
function cast(spec: ExportFieldSpec): string {
  const type = spec.replace("?", "");
  if (type === "json") return "::jsonb";
  if (type === "textList") return "::text[]";
  if (type === "time") return "::timestamptz";
  return "";
}

/** Rows a statement carries at most: well under PostgreSQL's 65,535 parameters for the widest kind. */
const ROWS_PER_STATEMENT = 200;

/**
 * Writes an imported artist's records of `kind`, already given their new ids (artistImport/idMap.ts),
 * under `profileId`. `extra` gives columns the export never holds (a fan's unusable password hash, a
 * membership's idempotency key), per record. Documents' `draft` and `published` are their JSON here.
 */
export async function insertImportedRecords(
  db: Queryable,
  profileId: string,
  kind: ImportedKind,
  records: readonly ExportRecord[],
  extra: (record: ExportRecord) => Readonly<Record<string, unknown>> = () => ({}),
): Promise<void> {
  const target = TARGETS[kind];
  const specs = ARTIST_EXPORT_RECORDS[kind] as Record<string, ExportFieldSpec>;
  const fields = Object.keys(specs).filter((field) => !target.skip?.includes(field));
  for (let start = 0; start < records.length; start += ROWS_PER_STATEMENT) {
    const chunk = records.slice(start, start + ROWS_PER_STATEMENT);
    const extraColumns = Object.keys(extra(chunk[0] as ExportRecord));
    const columns = [
      ...fields.map((field) => target.columns?.[field] ?? snake(field)),
      ...extraColumns,
      ...(target.profileColumn ? ["profile_id"] : []),
    ];
    const values: unknown[] = [];
    const rows = chunk.map((record) => {
      const extras = extra(record);
      const row = [
        ...fields.map((field) => {
          const spec = target.json?.includes(field) ? "json" : (specs[field] as ExportFieldSpec);
          const value = record[field] ?? null;
          values.push(spec.startsWith("json") && value !== null ? JSON.stringify(value) : value);
          return `$${values.length}${cast(spec)}`;
        }),
        ...extraColumns.map((column) => {
          values.push(extras[column] ?? null);
          return `$${values.length}`;
        }),
        ...(target.profileColumn ? [`$${values.push(profileId)}`] : []),
      ];
      return `(${row.join(", ")})`;
    });
    await db.query(`INSERT INTO ${target.table} (${columns.map((column) => `"${column}"`).join(", ")}) VALUES ${rows.join(", ")}`, values);
  }
}

/** Releases that include another (a bundle), set once every release of the import is in: the order of the export does not matter. */
export async function setIncludedProducts(db: Queryable, profileId: string, includes: ReadonlyMap<string, string>): Promise<void> {
  for (const [productId, includedId] of includes)
    await db.query("UPDATE products SET includes_product_id = $3 WHERE profile_id = $1 AND id = $2", [profileId, productId, includedId]);
}

/** How many of `emails` are fans of other artists of this server (an import never touches their accounts: each artist's fans are their own). */
export async function countFansElsewhere(db: Queryable, profileId: string, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const [row] = await db.query<{ count: number }>(
    "SELECT count(DISTINCT lower(email))::int AS count FROM accounts WHERE profile_id <> $1 AND lower(email) = ANY($2::text[])",
    [profileId, emails.map((email) => email.toLowerCase())],
  );
  return row?.count ?? 0;
}

/** An imported artist keeps the date they first joined Backline. */
export async function setProfileCreatedAt(db: Queryable, profileId: string, createdAt: string): Promise<void> {
  await db.query("UPDATE profiles SET created_at = $2::timestamptz WHERE id = $1", [profileId, createdAt]);
}
