import type { AnnouncementChoice } from "../../schema/api/releaseAnnouncements";
import type { EmailDocument } from "../../schema/email/document";
import { namesInWords } from "../../schema/rules/namesInWords";
import type { SiteDocument } from "../../schema/site";
import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import type { ServerContext } from "../context";
import { findDocument, findPublishedSite } from "../data/documents";
import { listEmailLists } from "../data/emailLists";
import { createSend, type NewRecipient, type NewsletterSend } from "../data/newsletterSends";
import { findProfile } from "../data/profiles";
import { listAnnouncementRecipients } from "../data/releaseAnnouncementAudience";
import { findAnnouncement, listDueAnnouncements, markAnnouncementSent } from "../data/releaseAnnouncements";
import { findStudioRelease } from "../data/studioReleases";
import type { Queryable } from "../db/database";
import { newsletterSubject } from "../newsletters/newsletterEdition";
import { type Announcement, type AnnouncementSite, announcementDocumentId, announcementEmail } from "./announcementDocument";

type AnnouncementContext = Pick<ServerContext, "db" | "config" | "newsletters" | "releaseClock">;

/** Who a choice reaches now, named as the studio says it ("followers, buyers of earlier releases and Fans"), and the chosen lists that are not the artist's (deleted, or another's). */
export async function announcementAudience(
  db: Queryable,
  profileId: string,
  releaseId: string,
  choice: AnnouncementChoice,
): Promise<{ name: string; recipients: NewRecipient[]; unknownLists: string[] }> {
  const parts: string[] = [];
  if (choice.followers) parts.push("followers");
  if (choice.buyers) parts.push("buyers of earlier releases");
  const lists = choice.emailListIds.length > 0 ? await listEmailLists(db, profileId) : [];
  const unknownLists: string[] = [];
  for (const listId of choice.emailListIds) {
    const list = lists.find((each) => each.id === listId);
    if (list) parts.push(list.name);
    else unknownLists.push(listId);
  }
  return { name: namesInWords(parts), recipients: await listAnnouncementRecipients(db, profileId, releaseId, choice), unknownLists };
}

/** The artist's address, name and colours, for the starter's links and look. */
export async function announcementSite(context: Pick<ServerContext, "db" | "config">, profileId: string): Promise<AnnouncementSite> {
  const [origin, profile, site] = await Promise.all([
    siteOriginOfProfile(context, profileId),
    findProfile(context.db, profileId),
    findPublishedSite(context.db, profileId) as Promise<SiteDocument | null>,
  ]);
  return { origin, artistName: profile?.name ?? "", ...(site?.settings ? { theme: site.settings } : {}) };
}

/** The announcement email the artist made from the starter and edited in Emails, as last saved; null when they made none (or deleted it). */
async function artistsOwnAnnouncement(db: Queryable, profileId: string, releaseId: string): Promise<Announcement | null> {
  const stored = await findDocument(db, profileId, announcementDocumentId(releaseId));
  if (stored?.kind !== "email") return null;
  const document = stored.draft as EmailDocument;
  return { document, subject: newsletterSubject(document) };
}

/** Whether a release is out for fans at `now`: published, and its date reached (a pre-order's comes later). */
export function isOut(release: { readonly status: string; readonly releasedAt?: string }, now: number): boolean {
  return release.status === "published" && (!release.releasedAt || Date.parse(release.releasedAt) <= now);
}

/**
 * Announces a release by email if the artist chose to and it is out (issue 37, item 2): the
 * release as an email, to the audience chosen as it is now, through the newsletter engine (its
 * pace, each recipient's status, one-click unsubscribe, release emails turned off skipped).
 * Exactly once: the send's key is the release's, so a second caller (the minute's job beside a
 * publish, a second server, a restart) gets the same send, and the announcement records it.
 * Null when there is nothing to send (no choice, sent, or not out yet).
 */
export async function sendAnnouncementIfOut(
  context: AnnouncementContext,
  profileId: string,
  releaseId: string,
): Promise<NewsletterSend | null> {
  const { db } = context;
  const state = await findAnnouncement(db, profileId, releaseId);
  if (!state || state.sendId !== null) return null;
  const release = await findStudioRelease(db, profileId, releaseId);
  if (!release || !isOut(release, context.releaseClock.now())) return null;
  // A list deleted since the choice counts for no one; the rest still hear of the release.
  const audience = await announcementAudience(db, profileId, releaseId, state.choice);
  const email =
    (await artistsOwnAnnouncement(db, profileId, releaseId)) ?? announcementEmail(release, await announcementSite(context, profileId));
  const now = new Date();
  const { send, created } = await createSend(db, {
    profileId,
    documentId: email.document.id,
    document: email.document,
    subject: email.subject,
    audience: { releaseId, name: audience.name },
    sendAt: now,
    webSlug: null,
    idempotencyKey: `release-announcement-${releaseId}`,
    recipients: audience.recipients,
    mailKind: "releases",
  });
  const marked = await markAnnouncementSent(db, profileId, releaseId, send.id);
  // A send made by a caller that failed before recording it gets its job here (a second job is harmless).
  if (created || marked) await context.newsletters.start(send.id, now);
  return send;
}

/** The minute's job: releases out (a pre-order's date reached on the release clock) with an announcement waiting are announced. */
export async function sendDueAnnouncements(context: AnnouncementContext): Promise<number> {
  let sent = 0;
  for (const { profileId, releaseId } of await listDueAnnouncements(context.db, new Date(context.releaseClock.now()))) {
    if (await sendAnnouncementIfOut(context, profileId, releaseId)) sent += 1;
  }
  return sent;
}
