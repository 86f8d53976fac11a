import { ARTIST_EXPORT_RECORDS, type ArtistExportKind, type ExportRecord } from "../../schema/artistExport/records";
import { type ImportedKind, insertImportedRecords, setIncludedProducts } from "../data/artistImportRecords";
import type { Queryable } from "../db/database";
import { type IdMap, mapJson, mapRecord, mapStorageKey } from "./idMap";
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
];

/** Fields whose values the artist made as JSON, mapped through mapJson; a media item's address too. */
function jsonFieldsOf(kind: ArtistExportKind): ReadonlySet<string> {
  const fields = Object.entries(ARTIST_EXPORT_RECORDS[kind]).filter(([, spec]) => spec.startsWith("json"));
  return new Set([...fields.map(([name]) => name), ...(kind === "media" ? ["url"] : [])]);
}

/** The records of `kind` as written here: new ids, references mapped, and what the kind needs besides. */
function recordsToWrite(map: IdMap, kind: ImportedKind, checked: CheckedExport): ExportRecord[] {
  const json = jsonFieldsOf(kind);
  const source = kind === "fans" ? checked.records.fans.filter((fan) => !map.linkedFans.has(String(fan.id))) : checked.records[kind];
  return source.map((record) => {
    const mapped = mapRecord(map, kind, record, json);
    if (kind === "audioMasters") return { ...mapped, storageKey: mapStorageKey(map, String(record.storageKey)) };
    // A bundle's included release is set once all releases are in (setIncludedProducts).
    if (kind === "releases") return { ...mapped, includesProductId: null };
    if (kind !== "documents") return mapped;
    const document = (path: unknown) => (typeof path === "string" ? mapJson(map, checked.documents.get(path)) : null);
    return { ...mapped, draft: document(record.draft), published: document(record.published) };
  });
}

/** Columns the export never holds, per record of `kind`. */
function extraColumns(kind: ImportedKind, unusablePassword: string): ((record: ExportRecord) => Record<string, unknown>) | undefined {
  // Fans set their own password (the site's reset link); none is ever exported.
  if (kind === "fans") return () => ({ password_hash: unusablePassword });
  // The key a checkout made it under is the old server's; a fresh one per membership keeps them apart.
  if (kind === "memberships") return (record) => ({ idempotency_key: `import-${String(record.id)}` });
  return undefined;
}

/** Writes every record of the checked export under the new artist, inside the import's transaction. */
export async function writeImportedRecords(db: Queryable, map: IdMap, checked: CheckedExport, unusablePassword: string): Promise<void> {
  const profileId = map.profile.to;
  for (const kind of WRITE_ORDER)
    await insertImportedRecords(db, profileId, kind, recordsToWrite(map, kind, checked), extraColumns(kind, unusablePassword));
  const includes = new Map<string, string>();
  for (const release of checked.records.releases) {
    if (release.includesProductId === null) continue;
    const mapped = mapRecord(map, "releases", release, new Set());
    includes.set(String(mapped.id), String(mapped.includesProductId));
  }
  await setIncludedProducts(db, profileId, includes);
}
