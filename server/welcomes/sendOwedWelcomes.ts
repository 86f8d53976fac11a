import { createHash } from "node:crypto";
import type { EmailDocument } from "../../schema/email/document";
import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import type { ServerContext } from "../context";
import { addBulkMail } from "../data/bulkMail";
import { findDocument } from "../data/documents";
import { findProfile } from "../data/profiles";
import { suppressedAmong } from "../data/suppressions";
import { claimOwedWelcomes, listArtistsOwingWelcomes, type OwedWelcome, settleOwedWelcome } from "../data/welcomeEmails";
import { inTransaction, type Queryable } from "../db/database";
import { fromArtist } from "../mail/artistSender";
import type { MailMessage } from "../mail/mailTransport";
import { newsletterEdition, personalizeEdition } from "../newsletters/newsletterEdition";
import { unsubscribeToken, unsubscribeUrl } from "../newsletters/unsubscribeToken";

type WelcomeContext = Pick<ServerContext, "db" | "config" | "mail">;

const BATCH = 50;

/** Why the reader gets a welcome, in its footer. */
const REASONS = {
  list: (artist: string) => `You get this email because you joined ${artist}'s list.`,
  tier: (artist: string) => `You get this email because you became a member of ${artist}.`,
  first_purchase: (artist: string) => `You get this email because you bought from ${artist}.`,
} as const;

interface Artist {
  readonly origin: string;
  readonly name: string;
}

/** The artist's saved email, or null when it is gone (or is not an email). */
async function emailOf(db: Queryable, profileId: string, documentId: string): Promise<EmailDocument | null> {
  const stored = await findDocument(db, profileId, documentId);
  return stored?.kind === "email" ? (stored.draft as EmailDocument) : null;
}

/** One welcome's copy: the email as the artist saved it, their first name filled, its unsubscribe link, the same Message-ID however often it goes. */
function welcomeMessage(context: WelcomeContext, owed: OwedWelcome, document: EmailDocument, artist: Artist): MailMessage {
  const edition = newsletterEdition(
    document,
    { origin: artist.origin, artistName: artist.name, reason: REASONS[owed.kind](artist.name) },
    // A tier's welcome greets a member: its members-only parts are theirs.
    { members: owed.kind === "tier" },
  );
  const token = unsubscribeToken(context.config.uploadSecret, { profileId: owed.profileId, email: owed.email });
  const copy = personalizeEdition(edition, { firstName: owed.firstName, unsubscribeToken: token });
  const key = createHash("sha256").update(`${owed.kind}:${owed.triggerId}:${owed.email}`).digest("hex").slice(0, 32);
  return {
    profileId: owed.profileId,
    to: owed.email,
    ...fromArtist(artist.name),
    subject: copy.subject,
    text: copy.text,
    html: copy.html,
    messageId: `<welcome.${key}@${owed.profileId}.welcomes.backline>`,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl(artist.origin, token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Queues the welcomes owed (issue 37, item 4), of every artist: each copy goes into the artist's
 * bulk line in the transaction that marks it queued, so a crash leaves it owed (taken again) or
 * queued (sent by the bulk worker, which survives restarts), never both or neither. An address
 * unsubscribed, bounced or complained at the artist, or a welcome since removed or turned off, is
 * skipped with its reason. Runs after each trigger and each minute; resolves how many it queued.
 */
export async function sendOwedWelcomes(context: WelcomeContext): Promise<number> {
  const artists = new Map<string, Artist>();
  const touched = new Set<string>();
  let queued = 0;
  // Each artist's address and name, read before the transaction (PGlite's one connection is the transaction's).
  for (const profileId of await listArtistsOwingWelcomes(context.db)) {
    artists.set(profileId, {
      origin: await siteOriginOfProfile(context, profileId),
      name: (await findProfile(context.db, profileId))?.name ?? "",
    });
  }
  for (let more = true; more; ) {
    more = await inTransaction(context.db, async (tx) => {
      const owed = await claimOwedWelcomes(tx, BATCH);
      let waiting = 0;
      for (const welcome of owed) {
        const document = welcome.documentId ? await emailOf(tx, welcome.profileId, welcome.documentId) : null;
        if (!document) {
          await settleOwedWelcome(tx, welcome, "The welcome was turned off or its email removed before it went.");
          continue;
        }
        if ((await suppressedAmong(tx, welcome.profileId, [welcome.email])).size > 0) {
          await settleOwedWelcome(tx, welcome, "Unsubscribed, bounced or complained.");
          continue;
        }
        const artist = artists.get(welcome.profileId);
        // An artist first owed since this run began waits, owed, for the next one.
        if (!artist) {
          waiting += 1;
          continue;
        }
        await addBulkMail(tx, [welcomeMessage(context, welcome, document, artist)], { counted: true });
        await settleOwedWelcome(tx, welcome, null);
        touched.add(welcome.profileId);
        queued += 1;
      }
      // A full batch may have more behind it, unless all of it waits for the next run.
      return owed.length === BATCH && waiting < owed.length;
    });
  }
  for (const profileId of touched) await context.mail.sendBulk(profileId);
  return queued;
}
