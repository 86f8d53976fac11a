import { createHash } from "node:crypto";
import { recordBusinessEvent } from "../analytics/businessEvent";
import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import type { ServerContext } from "../context";
import { optedOutAmong } from "../data/emailPreferences";
import { findEmailTracking, markSendTracked } from "../data/emailTracking";
import { claimRecipients, settleRecipient } from "../data/newsletterRecipients";
import { findSendById, finishIfDone, type MailKind, type NewsletterSend, startSending } from "../data/newsletterSends";
import { findProfile } from "../data/profiles";
import { suppressedAmong } from "../data/suppressions";
import { fromArtist } from "../mail/artistSender";
import type { MailTransport } from "../mail/mailTransport";
import { trackCopyHtml } from "./emailTracking";
import { type NewsletterEdition, newsletterEdition, personalizeEdition } from "./newsletterEdition";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribeToken";
import { webVersionPath } from "./webVersion";

/** How a newsletter is sent: so many recipients a batch, so many a minute, and when a claimed one counts as abandoned. */
export interface NewsletterPace {
  readonly batchSize: number;
  readonly perMinute: number;
  /** A recipient claimed longer ago than this by a worker that never settled it (it died) is sent again. */
  readonly leaseSeconds: number;
}

/** The pace the settings ask for: 50 a batch and 600 a minute unless NEWSLETTER_BATCH_SIZE and NEWSLETTER_PER_MINUTE say otherwise. */
export function newsletterPaceOf(config: { readonly newsletterBatchSize?: number; readonly newsletterPerMinute?: number }): NewsletterPace {
  return { batchSize: config.newsletterBatchSize ?? 50, perMinute: config.newsletterPerMinute ?? 600, leaseSeconds: 30 };
}

/** How a recipient's skip names the kind of email they turned off. */
const KIND_WORDS: Readonly<Record<MailKind, string>> = { news: "news emails", posts: "emails of new posts", releases: "release emails" };

/** Tries per recipient before their failure is final. */
const MAX_ATTEMPTS = 3;

export type BatchOutcome = "more" | "done" | "not-due" | "gone";

/** The same recipient of the same send gets the same Message-ID, however often their copy is sent. */
function messageIdOf(send: NewsletterSend, email: string): string {
  return `<${send.id}.${createHash("sha256").update(email).digest("hex").slice(0, 24)}@newsletters.backline>`;
}

/**
 * Sends one batch of a newsletter (issue 19): takes the next recipients (a crashed worker's too,
 * once its lease is over), skips those who unsubscribed or bounced since the send was made, sends
 * each their own copy (merge fields, unsubscribe link, RFC 8058 one-click headers) and records
 * each outcome at once, so a restart goes on where it stopped. A failed message is tried again up
 * to three times. Resolves "more" while recipients remain.
 */
export async function sendNewsletterBatch(
  context: ServerContext,
  transport: MailTransport,
  sendId: string,
  pace: NewsletterPace,
): Promise<BatchOutcome> {
  const { db } = context;
  const send = await findSendById(db, sendId);
  if (!send || send.status === "sent" || send.status === "cancelled") return "gone";
  if (send.status === "scheduled") {
    const started = await startSending(db, send.id);
    // Before its time, or behind another of the artist's newsletters: looked at again later.
    if (started !== "started") return started === "waits" ? "not-due" : "gone";
  }

  const origin = await siteOriginOfProfile(context, send.profileId);
  const artistName = (await findProfile(db, send.profileId))?.name ?? "";
  const site = { origin, artistName, ...(send.webSlug ? { webVersionUrl: `${origin}${webVersionPath(send.webSlug)}` } : {}) };
  const editions = new Map<boolean, NewsletterEdition>();
  const editionFor = (members: boolean) => {
    const made = editions.get(members) ?? newsletterEdition(send.document, site, { members, lockedNotice: send.lockedNotice });
    editions.set(members, made);
    return made;
  };

  const batch = await claimRecipients(db, send.id, pace.batchSize, pace.leaseSeconds);
  // Suppressed, or this kind of email turned off in the fan's account, since the send was made: one look each for the whole batch.
  const emails = batch.map((recipient) => recipient.email);
  const suppressed = await suppressedAmong(db, send.profileId, emails);
  const optedOut = await optedOutAmong(db, send.profileId, emails, send.mailKind);
  // Open and click tracking as the artist has it now, for this batch's copies (issue 38): off unless turned on.
  const tracking = await findEmailTracking(db, send.profileId);
  if (batch.length > 0) await markSendTracked(db, send.id, tracking);
  for (const recipient of batch) {
    if (recipient.attempts > MAX_ATTEMPTS) {
      await settleRecipient(db, send.id, recipient.email, "failed", `Gave up after ${MAX_ATTEMPTS} tries.`);
      continue;
    }
    if (suppressed.has(recipient.email.toLowerCase())) {
      await settleRecipient(db, send.id, recipient.email, "skipped", "Unsubscribed, bounced or complained since the send was made.");
      continue;
    }
    if (optedOut.has(recipient.email.toLowerCase())) {
      await settleRecipient(db, send.id, recipient.email, "skipped", `Turned off ${KIND_WORDS[send.mailKind]} in their account.`);
      continue;
    }
    const token = unsubscribeToken(context.config.uploadSecret, { profileId: send.profileId, email: recipient.email });
    const copy = personalizeEdition(editionFor(recipient.isMember), { firstName: recipient.firstName, unsubscribeToken: token });
    const recipientOf = { sendId: send.id, email: recipient.email };
    const html = trackCopyHtml(copy.html, { ...tracking, origin, secret: context.config.uploadSecret, recipient: recipientOf });
    try {
      await transport.send({
        profileId: send.profileId,
        to: recipient.email,
        ...fromArtist(artistName),
        subject: copy.subject,
        text: copy.text,
        html,
        messageId: messageIdOf(send, recipient.email),
        headers: {
          "List-Unsubscribe": `<${unsubscribeUrl(origin, token)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          "List-Id": `${artistName || "Newsletter"} <${send.profileId}.newsletters.backline>`,
        },
      });
      // Delivered once per recipient and send: a copy sent again after a crash finds them sent already.
      if (await settleRecipient(db, send.id, recipient.email, "sent"))
        recordBusinessEvent(context.analytics, {
          profileId: send.profileId,
          kind: "email_delivered",
          at: new Date(context.clock.now()),
          subject: send.id,
        });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await settleRecipient(db, send.id, recipient.email, recipient.attempts >= MAX_ATTEMPTS ? "failed" : "queued", reason);
    }
  }
  return (await finishIfDone(db, send.id)) ? "done" : "more";
}
