import type { ControlAnswer, ControlStream } from "../backups/controlChannel";
import { findProfileBySlug } from "../data/profiles";
import type { Queryable } from "../db/database";
import type { Storage } from "../storage/storage";
import type { Clock } from "../time/clock";
import { writeArtistZip } from "./artistZip";

/** How `backline export` ended, as the control channel's last line says it. */
export type ExportEnded =
  | { readonly ok: true; readonly name: string; readonly files: number }
  | { readonly ok: false; readonly problem: string };

/**
 * The running server's answer to `backline export --artist SLUG` (through DATA_DIR/control.sock,
 * while this process holds the embedded database): the artist's zip, streamed to the command as
 * it is made, as the command would have made it itself.
 */
export async function answerExportRequest(
  deps: { db: Queryable; storage: Storage; clock: Clock },
  artist: unknown,
): Promise<ControlAnswer | ControlStream> {
  const profile = typeof artist === "string" ? await findProfileBySlug(deps.db, artist) : null;
  if (!profile) return { ok: false, problem: `no artist has the address name ${String(artist)}` };
  return {
    ok: true,
    stream: async (out): Promise<ExportEnded> => {
      const manifest = await writeArtistZip(deps, profile.id, out, { at: new Date(deps.clock.now()) });
      if (!manifest) return { ok: false, problem: `no artist has the address name ${String(artist)}` };
      return { ok: true, name: profile.name, files: manifest.files.length + 2 };
    },
  };
}
