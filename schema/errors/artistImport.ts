/** Importing an artist's export on another server (issue 40, item 2): `backline import` and the operator API. */
import type { ErrorCodes } from "./entry";

/** The codes of an artist's import alone; each refusal leaves nothing of the artist behind. */
export const ARTIST_IMPORT_ERRORS = {
  /** A file that is no zip, or a zip without a Backline manifest. */
  artist_import_not_export: {
    status: 400,
    messages: {
      notZip: "This file is not a zip: an artist's export is the zip that backline export (or Studio › Settings › Export) wrote.",
      noManifest: "This zip is not a Backline artist export: it has no manifest.json.",
      badManifest: (problem: string) => `This zip's manifest.json is not a Backline artist export's manifest: ${problem}.`,
    },
  },
  /** An export written by a newer Backline than this server runs. */
  artist_import_format_unknown: {
    status: 400,
    messages: {
      version: (found: string, known: number) =>
        `This export is in format ${found}, and this server reads format ${known}: update Backline on this server, then import it again.`,
    },
  },
  /** A file whose bytes are not those manifest.json lists: changed or damaged since the export. */
  artist_import_checksum_mismatch: {
    status: 400,
    messages: {
      changed: (path: string) =>
        `${path} does not match its SHA-256 in manifest.json: the zip was changed or damaged. Export the artist again.`,
      missing: (path: string) => `${path} is listed in manifest.json but is not in the zip. Export the artist again.`,
    },
  },
  /** A JSON file of the export that its published schema refuses, or whose records name something the export lacks. */
  artist_import_file_invalid: {
    status: 400,
    messages: {
      schema: (path: string, problem: string) => `${path} does not follow its published schema: ${problem}.`,
      notJson: (path: string) => `${path} is not JSON.`,
      reference: (path: string, field: string, value: string) => `${path}: ${field} names ${value}, which is not in the export.`,
      document: (path: string, problem: string) => `${path} is not a document this server can show: ${problem}.`,
    },
  },
  /** The address name of the exported artist (or the one asked for) belongs to an artist of this server. */
  artist_import_slug_taken: {
    status: 409,
    messages: {
      taken: (slug: string) =>
        `An artist of this server already has the address name ${slug}: import under another one (backline import artist.zip --slug NEW, or "slug" in the request).`,
    },
  },
  /** Nobody would own the artist here: the export names no owner in its team, and none was named. */
  artist_import_owner_missing: {
    status: 400,
    messages: {
      noTeam:
        'This export holds no team (it was made before exports held one): name the owner here with backline import artist.zip --owner-email EMAIL (or "ownerEmail" in the request).',
      noOwner:
        'This export\'s team has no owner: name one with backline import artist.zip --owner-email EMAIL (or "ownerEmail" in the request).',
    },
  },
} as const satisfies ErrorCodes;
