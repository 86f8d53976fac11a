import { exportFileOf } from "../../schema/artistExport/exportSchemas";
import { ARTIST_EXPORT_RECORDS, type ArtistExportKind, type ExportRecord } from "../../schema/artistExport/records";
import { type ImportedKind, insertImportedRecords, setIncludedProducts } from "../data/artistImportRecords";
import type { Queryable } from "../db/database";
import { type IdMap, mapJson, mapRecord, mapStorageKey } from "./idMap";
import { refusal } from "./importRefusal";
import type { CheckedExport } from "./readArtistZip";

/** The order records go in: every kind after the kinds it names. */
const WRITE_ORDER: readonly ImportedKind[] = [
  "tiers",
  "tierIncludes",
  "emailLists",
  "subscribers",
  "suppressions",
  "media",
  "audioMasters",
  "releases",
  "variants",
  "tracks",
  "posts",
  "pollOptions",
  "events",
  "fans",
  "memberships",
  "orders",
  "orderItems",
  "discountCodes",
  "downloadCodeBatches",
  "downloadCodes",
  "documents",
  "likes",
  "saves",
  "comments",
  "pollVotes",
  "pagePollVotes",
];

/** The fields that make a record of these kinds one of its kind (their table's key): fans linked into one account like once. */
const KEYS: Partial<Record<ImportedKind, readonly string[]>> = {
  likes: ["postId", "accountId"],
  saves: ["postId", "accountId"],
  pollVotes: ["postId", "optionUid", "accountId"],
  pagePollVotes: ["pageId", "pollUid", "optionUid", "accountId"],
};

/** The first record of each key once mapped; two fans of the export that are one account here keep one like, save or vote. */
function firstOfEachKey(kind: ImportedKind, records: ExportRecord[]): ExportRecord[] {
  const key = KEYS[kind];
  if (!key) return records;
  const seen = new Set<string>();
  return records.filter((record) => {
    const id = JSON.stringify(key.map((field) => record[field]));
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * What votes name that keeps its exported id, so the id map cannot check it: a post's poll option
 * (by its uid) and a page (by its document id). Refused before anything is written, rather than
 * failing on the database's foreign key.
 */
function checkVoteTargets(checked: CheckedExport): void {
  const { records } = checked;
  const options = new Set(records.pollOptions.map((option) => `${String(option.postId)} ${String(option.uid)}`));
  for (const vote of records.pollVotes)
    if (!options.has(`${String(vote.postId)} ${String(vote.optionUid)}`))
      throw refusal("artist_import_file_invalid", "reference", exportFileOf("pollVotes"), "optionUid", String(vote.optionUid));
  const pages = new Set(records.documents.filter((document) => document.kind === "page").map((document) => String(document.id)));
  for (const vote of records.pagePollVotes)
    if (!pages.has(String(vote.pageId)))
      throw refusal("artist_import_file_invalid", "reference", exportFileOf("pagePollVotes"), "pageId", String(vote.pageId));
}

/** Fields whose values the artist made as JSON, mapped through mapJson; a media item's address too. */
function jsonFieldsOf(kind: ArtistExportKind): ReadonlySet<string> {
  const fields = Object.entries(ARTIST_EXPORT_RECORDS[kind]).filter(([, spec]) => spec.startsWith("json"));
  return new Set([...fields.map(([name]) => name), ...(kind === "media" ? ["url"] : [])]);
}

/** The records of `kind` as written here: new ids, references mapped, and what the kind needs besides. */
function recordsToWrite(map: IdMap, kind: ImportedKind, checked: CheckedExport): ExportRecord[] {
  const json = jsonFieldsOf(kind);
  const source = kind === "fans" ? checked.records.fans.filter((fan) => !map.linkedFans.has(String(fan.id))) : checked.records[kind];
  const written: ExportRecord[] = source.map((record) => {
    const mapped = mapRecord(map, kind, record, json);
    if (kind === "audioMasters") return { ...mapped, storageKey: mapStorageKey(map, String(record.storageKey)) };
    // A bundle's included release is set once all releases are in (setIncludedProducts).
    if (kind === "releases") return { ...mapped, includesProductId: null };
    if (kind !== "documents") return mapped;
    const document = (path: unknown) => (typeof path === "string" ? mapJson(map, checked.documents.get(path)) : null);
    return { ...mapped, draft: document(record.draft), published: document(record.published) };
  });
  return firstOfEachKey(kind, written);
}

/** Columns the export never holds, per record of `kind`. */
function extraColumns(kind: ImportedKind, unusablePassword: string): ((record: ExportRecord) => Record<string, unknown>) | undefined {
  // Fans set their own password (the site's reset link); none is ever exported.
  if (kind === "fans") return () => ({ password_hash: unusablePassword });
  // The key a checkout made it under is the old server's; a fresh one per membership keeps them apart.
  if (kind === "memberships") return (record) => ({ idempotency_key: `import-${String(record.id)}` });
  // Fans like, save and comment on posts only (ENTITY_TYPES); the export names the post alone.
  if (kind === "likes" || kind === "saves" || kind === "comments") return () => ({ entity_type: "post" });
  return undefined;
}

/**
 * Writes every record of the checked export under the new artist, inside the import's transaction.
 * Resolves to how many of each kind were written: fans sharing an address, and their likes, saves
 * and votes of the same thing, count once.
 */
export async function writeImportedRecords(
  db: Queryable,
  map: IdMap,
  checked: CheckedExport,
  unusablePassword: string,
): Promise<Record<ImportedKind, number>> {
  const profileId = map.profile.to;
  checkVoteTargets(checked);
  const counts = {} as Record<ImportedKind, number>;
  for (const kind of WRITE_ORDER) {
    const records = recordsToWrite(map, kind, checked);
    await insertImportedRecords(db, profileId, kind, records, extraColumns(kind, unusablePassword));
    counts[kind] = records.length;
  }
  const includes = new Map<string, string>();
  for (const release of checked.records.releases) {
    if (release.includesProductId === null) continue;
    const mapped = mapRecord(map, "releases", release, new Set());
    includes.set(String(mapped.id), String(mapped.includesProductId));
  }
  await setIncludedProducts(db, profileId, includes);
  return counts;
}
