import type { PostEmailChoice } from "../../schema/api/postEmails";
import type { RichText } from "../../schema/richText";
import { namesInWords } from "../../schema/rules/namesInWords";
import { cheapestUnlockingTier, tiersReadingPostsOf } from "../../schema/rules/tierAccess";
import type { SiteDocument } from "../../schema/site";
import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import type { ServerContext } from "../context";
import { findPublishedSite } from "../data/documents";
import { findEmailList } from "../data/emailLists";
import type { NewRecipient } from "../data/newsletterSends";
import { createSend, type NewsletterSend } from "../data/newsletterSends";
import { listPostEmailRecipients } from "../data/postEmailAudience";
import { findPostEmail, listDuePostEmails, markPostEmailSent } from "../data/postEmails";
import { findProfile } from "../data/profiles";
import { findStudioPost } from "../data/studioPosts";
import { listStudioTiers } from "../data/studioTiers";
import type { Queryable } from "../db/database";
import { type LockedFor, postEmail } from "./postEmailDocument";

type PostEmailContext = Pick<ServerContext, "db" | "config" | "newsletters">;

/**
 * Who a choice reaches now, named as the studio's confirmation says it ("Supporter and Inner Circle
 * members, free members and Fans of the band"); null when the list is not the artist's.
 */
export async function postEmailAudience(
  db: Queryable,
  profileId: string,
  post: { readonly membershipTierId: string | null },
  choice: PostEmailChoice,
): Promise<{ name: string; recipients: NewRecipient[] } | null> {
  const parts: string[] = [];
  if (choice.readers) {
    const tiers = await listStudioTiers(db, profileId);
    const readers = post.membershipTierId === null ? [] : tiersReadingPostsOf(tiers, post.membershipTierId).map((tier) => tier.name);
    parts.push(readers.length > 0 ? `${namesInWords(readers)} members` : "every member");
  }
  if (choice.freeMembers) parts.push("free members");
  if (choice.emailListId !== null) {
    const list = await findEmailList(db, profileId, choice.emailListId);
    if (!list) return null;
    parts.push(list.name);
  }
  return { name: namesInWords(parts), recipients: await listPostEmailRecipients(db, profileId, post, choice) };
}

/** What a locked post's email invites readers without access to: its tier's name and the cheapest tier fans may join to read it. */
async function lockedForOf(db: Queryable, profileId: string, tierId: string): Promise<LockedFor> {
  const tiers = await listStudioTiers(db, profileId);
  const join = cheapestUnlockingTier(
    tiers.filter((tier) => !tier.hidden),
    tierId,
  );
  return { tierName: tiers.find((tier) => tier.id === tierId)?.name ?? "members'", joinTierId: join?.id ?? null };
}

/**
 * Sends a post by email if the artist chose to and the post is out (issue 37, item 1): the post as
 * an email, to the readers chosen as they are now, through the newsletter engine (its pace, each
 * recipient's status, one-click unsubscribe). Exactly once: the send's key is the post's, so a
 * second caller (the minute's job beside a publish, a second server) gets the same send, and the
 * post's email records it. Null when there is nothing to send (no choice, sent, or not out yet).
 */
export async function sendPostEmailIfOut(context: PostEmailContext, profileId: string, postId: string): Promise<NewsletterSend | null> {
  const { db } = context;
  const state = await findPostEmail(db, profileId, postId);
  if (!state || state.sendId !== null) return null;
  const post = await findStudioPost(db, profileId, postId);
  if (post?.status !== "published") return null;
  const audience = await postEmailAudience(db, profileId, post, state.choice);
  if (!audience) return null;
  const [origin, profile, site] = await Promise.all([
    siteOriginOfProfile(context, profileId),
    findProfile(db, profileId),
    findPublishedSite(db, profileId) as Promise<SiteDocument | null>,
  ]);
  const artistName = profile?.name ?? "";
  const lockedFor = post.membershipTierId === null ? null : await lockedForOf(db, profileId, post.membershipTierId);
  // The caption was checked as rich text of words when the post was saved (resolvePostInput).
  const captionRich = post.captionRich ? (post.captionRich as unknown as RichText) : null;
  const email = postEmail({ ...post, captionRich }, { origin, artistName, ...(site?.settings ? { theme: site.settings } : {}) }, lockedFor);
  const now = new Date();
  const { send, created } = await createSend(db, {
    profileId,
    documentId: post.id,
    document: email.document,
    subject: email.subject,
    audience: { postId: post.id, name: audience.name },
    sendAt: now,
    webSlug: null,
    idempotencyKey: `post-email-${post.id}`,
    recipients: audience.recipients,
    mailKind: "posts",
    ...(email.lockedNotice ? { lockedNotice: email.lockedNotice } : {}),
  });
  const marked = await markPostEmailSent(db, profileId, postId, send.id);
  // A send made by a caller that failed before recording it gets its job here (a second job is harmless).
  if (created || marked) await context.newsletters.start(send.id, now);
  return send;
}

/** The minute's job: posts whose time came with an email waiting are sent. */
export async function sendDuePostEmails(context: PostEmailContext): Promise<number> {
  let sent = 0;
  for (const { profileId, postId } of await listDuePostEmails(context.db)) {
    if (await sendPostEmailIfOut(context, profileId, postId)) sent += 1;
  }
  return sent;
}
