import { Readable } from "node:stream";
import { csvText } from "../../runtime/csv/csv";
import { exportFileOf, exportSchemaNameOf } from "../../schema/artistExport/exportSchemas";
import { ARTIST_EXPORT_KINDS, type ArtistExportKind, type ExportRecord } from "../../schema/artistExport/records";
import { readExportRecords, TABLE_KINDS } from "../data/artistExportRecords";
import { findDocument, listDocuments } from "../data/documents";
import type { Queryable } from "../db/database";
import { safeFileName, storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { Storage } from "../storage/storage";

/** One file of the zip: its path, the published schema it follows (JSON records), and how to read it (null: gone from the store). */
export interface ExportFile {
  readonly path: string;
  readonly schema?: string;
  readonly open: () => Promise<Readable | null>;
}

export interface ExportPlan {
  readonly artist: { readonly id: string; readonly name: string; readonly slug: string };
  readonly counts: Record<ArtistExportKind, number>;
  readonly files: readonly ExportFile[];
}

const jsonFile = (path: string, value: unknown, schema?: string): ExportFile => ({
  path,
  ...(schema ? { schema } : {}),
  open: async () => Readable.from([Buffer.from(`${JSON.stringify(value, null, 2)}\n`)]),
});

const textFile = (path: string, text: string): ExportFile => ({ path, open: async () => Readable.from([Buffer.from(text)]) });

/** A stored file is the artist's own only under their folder (public or private): a key naming another artist's file is never read. */
const ownKey = (profileId: string, key: string | null): key is string =>
  key !== null && (key.startsWith(`${profileId}/`) || key.startsWith(`private/${profileId}/`));

/** The site, its pages and emails, as stored and migrated to the current schema: each draft, and what fans see when published. */
async function documentFiles(db: Queryable, profileId: string): Promise<{ records: ExportRecord[]; files: ExportFile[] }> {
  const records: ExportRecord[] = [];
  const files: ExportFile[] = [];
  for (const summary of await listDocuments(db, profileId)) {
    const stored = await findDocument(db, profileId, summary.id);
    if (!stored) continue;
    const base = `documents/${stored.kind}-${safeFileName(stored.id)}`;
    const draft = `${base}.draft.json`;
    const published = stored.published === null ? null : `${base}.published.json`;
    files.push(jsonFile(draft, stored.draft, stored.kind));
    if (published) files.push(jsonFile(published, stored.published, stored.kind));
    records.push({
      id: stored.id,
      kind: stored.kind,
      version: stored.version,
      publishedVersion: stored.publishedVersion,
      updatedAt: stored.updatedAt,
      draft,
      published,
    });
  }
  return { records, files };
}

/** People (fans and list subscribers) and orders as spreadsheets open them; cells that would run as formulas are kept as text. */
function csvFiles(records: Record<ArtistExportKind, ExportRecord[]>): ExportFile[] {
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  const tiers = new Map(records.tiers.map((tier) => [tier.id, text(tier.name)]));
  const lists = new Map(records.emailLists.map((list) => [list.id, text(list.name)]));
  const people = [
    ["Kind", "Email", "First name", "Last name", "Membership tier", "Email list", "Status", "Joined", "Confirmed"],
    ...records.fans.map((fan) => [
      "fan",
      text(fan.email),
      text(fan.firstName),
      text(fan.lastName),
      tiers.get(fan.membershipTierId as string) ?? "",
      "",
      fan.emailConfirmedAt ? "confirmed" : "unconfirmed",
      text(fan.createdAt),
      text(fan.emailConfirmedAt),
    ]),
    ...records.subscribers.map((subscriber) => [
      "subscriber",
      text(subscriber.email),
      text(subscriber.firstName),
      text(subscriber.lastName),
      "",
      lists.get(subscriber.emailListId as string) ?? "",
      text(subscriber.status),
      text(subscriber.joinedAt),
      text(subscriber.confirmedAt),
    ]),
  ];
  const items = new Map<unknown, ExportRecord[]>();
  for (const item of records.orderItems) items.set(item.orderId, [...(items.get(item.orderId) ?? []), item]);
  const orders = [
    ["Order", "Date", "Email", "Status", "Items", "Discount code", "Shipping (cents)", "Total (cents)"],
    ...records.orders.map((order) => [
      text(order.id),
      text(order.createdAt),
      text(order.email),
      text(order.status),
      (items.get(order.id) ?? []).map((item) => text(item.title)).join("; "),
      text(order.discountCode),
      text(order.shippingCents),
      text(order.totalCents),
    ]),
  ];
  return [textFile("people.csv", csvText(people)), textFile("orders.csv", csvText(orders))];
}

/** Media library files and audio masters under media/, by their storage key; `file` of each record says where. */
function mediaFiles(storage: Storage, profileId: string, records: Record<ArtistExportKind, ExportRecord[]>): ExportFile[] {
  const files: ExportFile[] = [];
  const seen = new Set<string>();
  const fileOf = (key: string | null) => {
    if (!ownKey(profileId, key)) return null;
    const path = `media/${key}`;
    if (!seen.has(path)) {
      seen.add(path);
      files.push({ path, open: async () => (await storage.get(key))?.stream ?? null });
    }
    return path;
  };
  records.media = records.media.map((item) => ({ ...item, file: fileOf(storageKeyOfMediaUrl(String(item.url))) }));
  records.audioMasters = records.audioMasters.map((master) => ({ ...master, file: fileOf(String(master.storageKey)) }));
  return files;
}

/** What the artist's export holds, read now; the media files are read as they go into the zip. Null: no such artist. */
export async function exportContents(deps: { db: Queryable; storage: Storage }, profileId: string): Promise<ExportPlan | null> {
  const records = {} as Record<ArtistExportKind, ExportRecord[]>;
  for (const kind of TABLE_KINDS) records[kind] = await readExportRecords(deps.db, profileId, kind);
  const [profile] = records.profile;
  if (!profile) return null;
  const documents = await documentFiles(deps.db, profileId);
  records.documents = documents.records;
  const media = mediaFiles(deps.storage, profileId, records);
  const counts = Object.fromEntries(ARTIST_EXPORT_KINDS.map((kind) => [kind, records[kind].length])) as Record<ArtistExportKind, number>;
  return {
    artist: { id: String(profile.id), name: String(profile.name), slug: String(profile.slug) },
    counts,
    files: [
      ...ARTIST_EXPORT_KINDS.map((kind) => jsonFile(exportFileOf(kind), records[kind], exportSchemaNameOf(kind))),
      ...documents.files,
      ...csvFiles(records),
      ...media,
    ],
  };
}
