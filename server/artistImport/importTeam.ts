import { EDITOR_ROLES, type EditorRole } from "../../schema/api/accounts";
import { exportFileOf } from "../../schema/artistExport/exportSchemas";
import type { ExportRecord } from "../../schema/artistExport/records";
import { emailError, normalizeEmail } from "../../schema/rules/registration";
import { createEditor, findPasswordHashesOfEmail } from "../data/editors";
import { createPasswordLink } from "../data/passwordLinks";
import type { Queryable } from "../db/database";
import { refusal } from "./importRefusal";

/** A member of the team as the import will make them: `joinedAt` null for an owner named at the import and not in the export. */
export interface PlannedMember {
  readonly name: string;
  readonly email: string;
  readonly role: EditorRole;
  readonly joinedAt: string | null;
}

/** A member of the imported team, with the one-time link that sets their password here. */
export interface ImportedMember extends PlannedMember {
  readonly editorId: string;
  readonly passwordLink: { readonly token: string; readonly expiresAt: string };
  /** Their address also edits another artist of this server: that account is left as it is, this one is separate. */
  readonly elsewhere: boolean;
}

/** Which role wins when one address is in the export twice (in two letter cases): the one that may do more. */
const RANK: Record<EditorRole, number> = { owner: 0, editor: 1, viewer: 2 };

const isRole = (role: unknown): role is EditorRole => (EDITOR_ROLES as readonly unknown[]).includes(role);

/** The exported team, each address checked and once (in any letter case), as exported otherwise. */
function exportedMembers(team: readonly ExportRecord[]): PlannedMember[] {
  const byAddress = new Map<string, PlannedMember>();
  for (const [index, record] of team.entries()) {
    const email = String(record.email);
    const problem = emailError(normalizeEmail(email));
    if (problem) throw refusal("artist_import_file_invalid", "schema", exportFileOf("team"), `/${index}/email: ${problem}`);
    if (!isRole(record.role))
      throw refusal(
        "artist_import_file_invalid",
        "schema",
        exportFileOf("team"),
        `/${index}/role must be one of ${EDITOR_ROLES.join(", ")}`,
      );
    const member = { name: String(record.name), email, role: record.role, joinedAt: String(record.joinedAt) };
    const key = normalizeEmail(email);
    const earlier = byAddress.get(key);
    if (!earlier) byAddress.set(key, member);
    else if (RANK[member.role] < RANK[earlier.role]) byAddress.set(key, { ...earlier, role: member.role });
  }
  return [...byAddress.values()];
}

/**
 * Who the imported artist's team is (issue 40, item 2). The export's team keeps its roles. An owner
 * named at the import (`--owner-email`) owns the artist here: an exported member with that address
 * becomes an owner, another address joins as a new owner, and the exported owners stay owners
 * (an import rebuilds the team the artist had; an owner here changes roles in Studio › Settings ›
 * Team). Refused when nobody would own the artist. Resolves the team and the owner to name first.
 */
export function plannedTeam(
  team: readonly ExportRecord[],
  ownerEmail: string | undefined,
  artistName: string,
): { members: PlannedMember[]; owner: PlannedMember } {
  const members = exportedMembers(team);
  if (ownerEmail !== undefined) {
    const email = normalizeEmail(ownerEmail);
    const problem = emailError(email);
    if (problem) throw refusal("invalid_artist", "field", problem);
    const index = members.findIndex((member) => normalizeEmail(member.email) === email);
    const existing = members[index];
    if (existing) members[index] = { ...existing, role: "owner" };
    else members.push({ name: artistName, email, role: "owner", joinedAt: null });
    return { members, owner: members[index] ?? (members.at(-1) as PlannedMember) };
  }
  const owner = members.find((member) => member.role === "owner");
  if (!owner) throw refusal("artist_import_owner_missing", members.length === 0 ? "noTeam" : "noOwner");
  return { members, owner };
}

/**
 * Writes the team inside the import's transaction: each member an account of this artist with an
 * unusable password and a one-time link to set theirs (as a new artist's owner gets), so they are in
 * the team with their role from the start. An address that edits another artist here gets its own
 * account for this one, as joining a second team does (editors are kept per artist).
 */
export async function writeTeam(
  db: Queryable,
  profileId: string,
  members: readonly PlannedMember[],
  unusablePassword: string,
): Promise<ImportedMember[]> {
  const written: ImportedMember[] = [];
  for (const member of members) {
    const editor = await createEditor(db, {
      profileId,
      email: member.email,
      name: member.name,
      role: member.role,
      passwordHash: unusablePassword,
      joinedAt: member.joinedAt ?? undefined,
    });
    const passwordLink = await createPasswordLink(db, { profileId, editorId: editor.id });
    const elsewhere = (await findPasswordHashesOfEmail(db, profileId, member.email)).length > 0;
    written.push({ ...member, editorId: editor.id, passwordLink, elsewhere });
  }
  return written;
}
