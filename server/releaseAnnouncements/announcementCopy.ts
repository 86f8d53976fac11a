import { siteBlocks } from "../../blocks/registry";
import { emailParsing } from "../../email/registry";
import { parseDocument } from "../../runtime/parse";
import type { Product } from "../../schema/entities/catalogue";
import type { ServerContext } from "../context";
import { saveDocument } from "../data/documents";
import { announcementEmail } from "./announcementDocument";
import { announcementSite } from "./sendAnnouncement";

/**
 * Makes the release's announcement email the artist's own (issue 37, item 2): the new-release
 * starter, filled with the release, saved among their emails to edit in the builder; what the
 * announcement then sends. Made once: when it exists, it is kept as the artist left it.
 * "taken" when another document of theirs (not an email) has its id.
 */
export async function makeAnnouncementCopy(
  context: Pick<ServerContext, "db" | "config">,
  profileId: string,
  release: Product,
): Promise<"made" | "kept" | "taken"> {
  const { document } = announcementEmail(release, await announcementSite(context, profileId));
  const parsed = parseDocument(document, { registry: siteBlocks, email: emailParsing });
  if (!parsed.ok) throw new Error(`the announcement starter is not a valid email: ${JSON.stringify(parsed.errors)}`);
  const saved = await saveDocument(context.db, profileId, parsed.value);
  if (saved.ok) return "made";
  return saved.reason === "exists" && saved.current.kind === "email" ? "kept" : "taken";
}
