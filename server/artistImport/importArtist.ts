import { randomBytes } from "node:crypto";
import type { ArtistExportKind, ExportRecord } from "../../schema/artistExport/records";
import { validateNewArtist } from "../../schema/rules/newArtist";
import { countFansElsewhere, setProfileCreatedAt } from "../data/artistImportRecords";
import { createEditor } from "../data/editors";
import { createPasswordLink } from "../data/passwordLinks";
import { createProfile, findProfileBySlug, SlugTaken } from "../data/profiles";
import type { Database } from "../db/database";
import { hashPassword } from "../security/passwords";
import { newId } from "../security/tokens";
import type { Storage } from "../storage/storage";
import { copyMedia } from "./copyMedia";
import { buildIdMap, type IdMap, mapStorageKey } from "./idMap";
import { refusal } from "./importRefusal";
import { readArtistZip } from "./readArtistZip";
import { writeImportedRecords } from "./writeImportedRecords";
import { openZipFile } from "./zipFile";

export interface ArtistImportOptions {
  /** The address name here; the export's own when absent. */
  readonly slug?: string | undefined;
  /** Who owns the artist here: an export holds no editor (their passwords and second factors stay behind). */
  readonly ownerEmail: string;
}

/** What an import made, for the command line's summary and the operator API's answer. */
export interface ArtistImportSummary {
  readonly profile: { readonly id: string; readonly name: string; readonly slug: string };
  /** Records written of each kind (fans sharing an address count once, and so do their likes, saves and votes of one thing). */
  readonly counts: Record<ArtistExportKind, number>;
  readonly filesCopied: number;
  /** Files the records name that the export did not hold: their records are imported, their addresses show nothing. */
  readonly filesMissing: readonly string[];
  /** Fans of the export with the address of an earlier fan of the export: one account here. */
  readonly fansLinked: number;
  /** Fans whose address has an account with another artist of this server: a separate account, as every artist's fans are. */
  readonly fansElsewhere: number;
  /** The audio masters' storage keys here: the server makes their streaming copies as for an upload. */
  readonly audioMasterKeys: readonly string[];
  readonly owner: { readonly editorId: string; readonly email: string };
  readonly passwordLink: { readonly token: string; readonly expiresAt: string };
  /** The exported ids and this server's (tests compare a second export with the first through it). */
  readonly idMap: IdMap;
}

/** The address name and owner, checked as a new artist's are; refuses a name some artist here has. */
async function checkedTarget(db: Database, name: string, options: ArtistImportOptions, exportedSlug: string) {
  const checked = validateNewArtist({ name, ownerEmail: options.ownerEmail, slug: options.slug ?? exportedSlug });
  if (!checked.ok) throw refusal("invalid_artist", "field", checked.message);
  const slug = checked.value.slug ?? exportedSlug;
  if (await findProfileBySlug(db, slug)) throw refusal("artist_import_slug_taken", "taken", slug);
  return { slug, ownerEmail: checked.value.ownerEmail };
}

/**
 * Rebuilds the artist of the export at `zipPath` on this server (issue 40, item 2): checked whole
 * first (readArtistZip.ts), then the media copied into the store, then every record written with a
 * new id in one transaction, references mapped (idMap.ts). A refusal or failure at any step leaves
 * nothing: the transaction rolls back and the copied files are deleted. Consent is kept as
 * exported; fans get an unusable password and set their own through "Forgot your password?"; the
 * owner gets a one-time link, as a new artist's does.
 */
export async function importArtistZip(
  deps: { db: Database; storage: Storage },
  zipPath: string,
  options: ArtistImportOptions,
): Promise<ArtistImportSummary> {
  const zip = await openZipFile(zipPath);
  const written: string[] = [];
  try {
    const checked = await readArtistZip(zip);
    const { records } = checked;
    const exported = records.profile[0] as ExportRecord;
    const name = String(exported.name);
    const target = await checkedTarget(deps.db, name, options, String(exported.slug));
    const map = buildIdMap(records, newId());
    const filesMissing = await copyMedia(zip, deps.storage, map, records, written);
    // A hash of a secret nobody keeps, shared by every imported account: no password opens one until its owner sets it.
    const unusable = await hashPassword(randomBytes(32).toString("base64url"));
    const made = await deps.db.transaction(async (tx) => {
      await createProfile(tx, name, { id: map.profile.to, slug: target.slug, exactSlug: true });
      await setProfileCreatedAt(tx, map.profile.to, String(exported.createdAt));
      const counts = await writeImportedRecords(tx, map, checked, unusable);
      const owner = await createEditor(tx, {
        profileId: map.profile.to,
        email: target.ownerEmail,
        name,
        role: "owner",
        passwordHash: unusable,
      });
      const passwordLink = await createPasswordLink(tx, { profileId: map.profile.to, editorId: owner.id });
      return { owner: { editorId: owner.id, email: owner.email }, passwordLink, counts: { profile: 1, ...counts } };
    });
    return {
      profile: { id: map.profile.to, name, slug: target.slug },
      filesCopied: written.length,
      filesMissing,
      audioMasterKeys: records.audioMasters.map((master) => mapStorageKey(map, String(master.storageKey))),
      fansLinked: map.linkedFans.size,
      fansElsewhere: await countFansElsewhere(
        deps.db,
        map.profile.to,
        records.fans.map((fan) => String(fan.email)),
      ),
      ...made,
      idMap: map,
    };
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key).catch(() => undefined)));
    if (error instanceof SlugTaken) throw refusal("artist_import_slug_taken", "taken", error.slug);
    throw error;
  } finally {
    await zip.close();
  }
}
