import { randomBytes } from "node:crypto";
import type { ArtistExportKind, ExportRecord } from "../../schema/artistExport/records";
import { validateNewArtist } from "../../schema/rules/newArtist";
import { countFansElsewhere, setProfileCreatedAt } from "../data/artistImportRecords";
import { createProfile, findProfileBySlug, SlugTaken } from "../data/profiles";
import type { Database } from "../db/database";
import { hashPassword } from "../security/passwords";
import { newId } from "../security/tokens";
import type { Storage } from "../storage/storage";
import { copyMedia } from "./copyMedia";
import { buildIdMap, type IdMap, mapStorageKey } from "./idMap";
import { refusal } from "./importRefusal";
import { type ImportedMember, plannedTeam, writeTeam } from "./importTeam";
import { readArtistZip } from "./readArtistZip";
import { writeImportedRecords } from "./writeImportedRecords";
import { openZipFile } from "./zipFile";

export interface ArtistImportOptions {
  /** The address name here; the export's own when absent. */
  readonly slug?: string | undefined;
  /**
   * An owner here (an exported member with this address made one, or a new owner added); the
   * export's own owners when absent. Needed for an export without a team.
   */
  readonly ownerEmail?: string | undefined;
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
  /** Every member of the team, owners first, each with the one-time link that sets their password here. */
  readonly team: readonly ImportedMember[];
  /** The owner named at the import, else the export's first owner: who the summary names as the owner. */
  readonly owner: ImportedMember;
  /** Members whose address also edits another artist here: a separate account for this artist. */
  readonly teamElsewhere: number;
  /** The exported ids and this server's (tests compare a second export with the first through it). */
  readonly idMap: IdMap;
}

/** The address name and owner, checked as a new artist's are; refuses a name some artist here has. */
async function checkedTarget(db: Database, name: string, ownerEmail: string, options: ArtistImportOptions, exportedSlug: string) {
  const checked = validateNewArtist({ name, ownerEmail, slug: options.slug ?? exportedSlug });
  if (!checked.ok) throw refusal("invalid_artist", "field", checked.message);
  const slug = checked.value.slug ?? exportedSlug;
  if (await findProfileBySlug(db, slug)) throw refusal("artist_import_slug_taken", "taken", slug);
  return { slug };
}

/** Owners first, then editors and viewers, each as the export listed them. */
const ROLE_ORDER = { owner: 0, editor: 1, viewer: 2 } as const;

/**
 * Rebuilds the artist of the export at `zipPath` on this server (issue 40, item 2): checked whole
 * first (readArtistZip.ts), then the media copied into the store, then every record written with a
 * new id in one transaction, references mapped (idMap.ts). A refusal or failure at any step leaves
 * nothing: the transaction rolls back and the copied files are deleted. Consent is kept as
 * exported; fans get an unusable password and set their own through "Forgot your password?"; each
 * member of the team gets a one-time link, as a new artist's owner does (importTeam.ts).
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
    const team = plannedTeam(records.team, options.ownerEmail, name);
    const target = await checkedTarget(deps.db, name, team.owner.email, options, String(exported.slug));
    const map = buildIdMap(records, newId());
    const filesMissing = await copyMedia(zip, deps.storage, map, records, written);
    // A hash of a secret nobody keeps, shared by every imported account: no password opens one until its owner sets it.
    const unusable = await hashPassword(randomBytes(32).toString("base64url"));
    const made = await deps.db.transaction(async (tx) => {
      await createProfile(tx, name, { id: map.profile.to, slug: target.slug, exactSlug: true });
      await setProfileCreatedAt(tx, map.profile.to, String(exported.createdAt));
      const counts = await writeImportedRecords(tx, map, checked, unusable);
      const members = await writeTeam(tx, map.profile.to, team.members, unusable);
      members.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
      const owner = members.find((member) => member.email === team.owner.email) as ImportedMember;
      const teamElsewhere = members.filter((member) => member.elsewhere).length;
      return { team: members, owner, teamElsewhere, counts: { profile: 1, team: members.length, ...counts } };
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
