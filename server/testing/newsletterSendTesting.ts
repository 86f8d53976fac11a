import { newEmailDocument } from "../../email/starters";
import { createSend } from "../data/newsletterSends";
import type { Queryable } from "../db/database";

/**
 * A blank newsletter of the artist's, sent to `emails` at `sendAt` (now unless told), as the
 * studio's Send makes one: its id. Each call is a new send (its own idempotency key).
 */
export async function createTestSend(
  db: Queryable,
  profileId: string,
  emails: readonly string[],
  sendAt: Date = new Date(),
): Promise<string> {
  const { send } = await createSend(db, {
    profileId,
    documentId: "n1",
    document: newEmailDocument({ id: "n1", title: "News", starter: "blank" }),
    subject: "News",
    audience: { emailListId: "list", name: "List" },
    sendAt,
    webSlug: null,
    idempotencyKey: `key-${Math.random().toString(36).slice(2)}-padding`,
    recipients: emails.map((email) => ({ email, firstName: "", isMember: false })),
  });
  return send.id;
}
