import { exportFileOf } from "../../schema/artistExport/exportSchemas";
import type { ArtistExportKind, ExportRecord } from "../../schema/artistExport/records";
import { newId } from "../security/tokens";
import { refusal } from "./importRefusal";

/** The kinds whose records have an `id` of the database's, given a new one on import. Documents keep theirs: a page's id is the artist's own name for it. */
export const KINDS_WITH_IDS = [
  "releases",
  "variants",
  "tracks",
  "posts",
  "comments",
  "events",
  "tiers",
  "emailLists",
  "fans",
  "memberships",
  "orders",
  "discountCodes",
  "downloadCodeBatches",
  "media",
] as const satisfies readonly ArtistExportKind[];

type KindWithId = (typeof KINDS_WITH_IDS)[number];

/** Every field of a record that names another record, and the kind it names (`…Ids`: a list of them). */
export const REFERENCES: Partial<Record<ArtistExportKind, Readonly<Record<string, KindWithId>>>> = {
  releases: { includesProductId: "releases" },
  variants: { productId: "releases" },
  tracks: { variantId: "variants" },
  posts: { membershipTierId: "tiers" },
  pollOptions: { postId: "posts" },
  likes: { postId: "posts", accountId: "fans" },
  saves: { postId: "posts", accountId: "fans" },
  comments: { postId: "posts", accountId: "fans" },
  pollVotes: { postId: "posts", accountId: "fans" },
  // A page vote's pageId is a document's, kept as exported (checked in writeImportedRecords.ts).
  pagePollVotes: { accountId: "fans" },
  tierIncludes: { tierId: "tiers", includedTierId: "tiers" },
  subscribers: { emailListId: "emailLists" },
  fans: { membershipTierId: "tiers" },
  memberships: { accountId: "fans", membershipTierId: "tiers" },
  orders: { accountId: "fans" },
  orderItems: { orderId: "orders", productId: "releases", variantId: "variants" },
  discountCodes: { productIds: "releases", tierIds: "tiers" },
  downloadCodeBatches: { productId: "releases" },
  downloadCodes: { batchId: "downloadCodeBatches", redeemedBy: "fans" },
};

/**
 * The import's mapping from the exported ids to this server's: a new id for the artist and every
 * record with one, and the artist's storage keys moved under the new artist's folder. Kept whole
 * so a test can compare a second export with the first through it.
 */
export interface IdMap {
  readonly profile: { readonly from: string; readonly to: string };
  /** Old id → new id, per kind (an id is only ever looked up in the kind a field names). */
  readonly ids: ReadonlyMap<KindWithId, ReadonlyMap<string, string>>;
  /** Fans whose address an earlier fan of the same export already has: their id maps to that fan's. */
  readonly linkedFans: ReadonlySet<string>;
}

/** New ids for everything in `records`; fans with the same address (in any case) are one account. */
export function buildIdMap(records: Record<ArtistExportKind, ExportRecord[]>, newProfileId: string): IdMap {
  const ids = new Map<KindWithId, Map<string, string>>();
  for (const kind of KINDS_WITH_IDS) ids.set(kind, new Map(records[kind].map((record) => [String(record.id), newId()])));
  const fans = ids.get("fans") ?? new Map<string, string>();
  const byEmail = new Map<string, string>();
  const linkedFans = new Set<string>();
  for (const fan of records.fans) {
    const email = String(fan.email).toLowerCase();
    const first = byEmail.get(email);
    if (first === undefined) byEmail.set(email, String(fan.id));
    else {
      fans.set(String(fan.id), fans.get(first) as string);
      linkedFans.add(String(fan.id));
    }
  }
  return { profile: { from: String(records.profile[0]?.id), to: newProfileId }, ids, linkedFans };
}

/** A storage key of the old artist moved under the new one's folder; any other key as it was. */
export function mapStorageKey(map: IdMap, key: string): string {
  const { from, to } = map.profile;
  if (key.startsWith(`${from}/`)) return `${to}/${key.slice(from.length + 1)}`;
  if (key.startsWith(`private/${from}/`)) return `private/${to}/${key.slice(from.length + 9)}`;
  return key;
}

/**
 * A value the artist made (a release's media, a document, a post's rich text) with every id of a
 * record of the export swapped for its new one, in the site's addresses too (a link to a release,
 * the artist's media folder). Only whole strings and parts of addresses are ids: a title that
 * mentions one is left alone.
 */
export function mapJson(map: IdMap, value: unknown): unknown {
  if (typeof value === "string") return mapText(map, value);
  if (Array.isArray(value)) return value.map((item) => mapJson(map, item));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapJson(map, item)]));
}

/** The new id of an exported id of any kind (the artist's own included), or undefined. */
function newIdOf(map: IdMap, id: string): string | undefined {
  if (id === map.profile.from) return map.profile.to;
  for (const kindIds of map.ids.values()) {
    const mapped = kindIds.get(id);
    if (mapped !== undefined) return mapped;
  }
  return undefined;
}

/** The scheme and host of an absolute address, up to its path. */
const ORIGIN = /^https?:\/\/[^/?#\s]+(?=\/)/i;
/** The parts of an address that may be ids: path segments and query values. */
const ADDRESS_PARTS = /(?<=[/=])[A-Za-z0-9_-]+/g;

/** Whether a path names the artist's media folder or, in a part, a record of the export (the artist's own id alone is not enough). */
function namesTheArtists(map: IdMap, path: string): boolean {
  if (path.startsWith(`/media/${map.profile.from}/`)) return true;
  return (path.match(ADDRESS_PARTS) ?? []).some((part) => part !== map.profile.from && newIdOf(map, part) !== undefined);
}

/**
 * A whole string that is an id; else, in an address of the site (`/music/<id>`,
 * `/media/<artist>/…`, `/membership/checkout?membershipTierId=<id>`), each part that is one.
 * A full address naming the artist's media folder or an exported id (`https://<their site>/music/<id>`,
 * as an integrator or a pasted link writes it) is the old server's address of the artist's own site:
 * the ids change here, and the old server may be gone, so it becomes the site's own address, which
 * pages show on whatever address the artist has and emails complete with it. Any other full address stays.
 */
function mapText(map: IdMap, text: string): string {
  const whole = newIdOf(map, text);
  if (whole !== undefined) return whole;
  const origin = text.startsWith("/") ? "" : ORIGIN.exec(text)?.[0];
  if (origin === undefined) return text;
  const path = text.slice(origin.length);
  if (origin && !namesTheArtists(map, path)) return text;
  return path.replace(ADDRESS_PARTS, (part) => newIdOf(map, part) ?? part);
}

/** The new id of `value` in `kind`; refuses an id the export does not hold (the record would name nothing). */
function mapReference(map: IdMap, kind: ArtistExportKind, field: string, target: KindWithId, value: unknown): unknown {
  if (value === null) return null;
  const mapped = map.ids.get(target)?.get(String(value));
  if (mapped === undefined) throw refusal("artist_import_file_invalid", "reference", exportFileOf(kind), field, String(value));
  return mapped;
}

/** A record of `kind` with its own id and every reference mapped; json fields through mapJson. */
export function mapRecord(map: IdMap, kind: ArtistExportKind, record: ExportRecord, jsonFields: ReadonlySet<string>): ExportRecord {
  const references = REFERENCES[kind] ?? {};
  const ownIds = (KINDS_WITH_IDS as readonly string[]).includes(kind) ? map.ids.get(kind as KindWithId) : undefined;
  return Object.fromEntries(
    Object.entries(record).map(([field, value]) => {
      if (field === "id" && ownIds) return [field, ownIds.get(String(value))];
      const target = references[field];
      if (target && Array.isArray(value)) return [field, value.map((item) => mapReference(map, kind, field, target, item))];
      if (target) return [field, mapReference(map, kind, field, target, value)];
      if (jsonFields.has(field)) return [field, mapJson(map, value)];
      return [field, value];
    }),
  );
}
