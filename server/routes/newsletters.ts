import { profileParamsSchema } from "../../schema/api/common";
import {
  audiencePreviewBodySchema,
  audiencePreviewSchema,
  newsletterCreateBodySchema,
  newsletterDetailSchema,
  newsletterDocumentParamsSchema,
  newsletterListSchema,
  newsletterParamsSchema,
  newsletterSummarySchema,
  recipientQuerySchema,
  testSendBodySchema,
  testSendResultSchema,
} from "../../schema/api/newsletters";
import type { EmailDocument } from "../../schema/email/document";
import { errorMessage } from "../../schema/errors";
import { findDocument } from "../data/documents";
import { emailResults } from "../data/emailTracking";
import { listRecipients, recipientCounts } from "../data/newsletterRecipients";
import { cancelScheduledSend, createSend, findSend, listSends, type NewsletterSend, webSlugTaken } from "../data/newsletterSends";
import { findProfile } from "../data/profiles";
import { allowedTestRecipients } from "../data/testRecipients";
import type { Queryable } from "../db/database";
import { rowsForRole } from "../http/buyerAddresses";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import { fromArtist } from "../mail/artistSender";
import { membersOnlyTiers, resolveAudience } from "../newsletters/newsletterAudience";
import { newsletterEdition, newsletterSubject, personalizeEdition } from "../newsletters/newsletterEdition";
import { unsubscribeToken } from "../newsletters/unsubscribeToken";
import { slugOf, webVersionPath } from "../newsletters/webVersion";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409, 429);

async function summariesOf(db: Queryable, sends: readonly NewsletterSend[]) {
  const counts = await recipientCounts(
    db,
    sends.map((send) => send.id),
  );
  return sends.map((send) => ({
    id: send.id,
    documentId: send.documentId,
    subject: send.subject,
    audienceName: send.audience.name,
    status: send.status,
    sendAt: send.sendAt,
    createdAt: send.createdAt,
    finishedAt: send.finishedAt,
    webUrl: send.webSlug ? webVersionPath(send.webSlug) : null,
    counts: counts.get(send.id) ?? { total: 0, queued: 0, sent: 0, failed: 0, skipped: 0 },
  }));
}

async function summaryOf(db: Queryable, send: NewsletterSend) {
  const [summary] = await summariesOf(db, [send]);
  if (!summary) throw new Error("summaryOf: a summary for each send");
  return summary;
}

/** The email document to send: the saved draft of one of the artist's emails. */
async function emailToSend(db: Queryable, profileId: string, documentId: string): Promise<EmailDocument> {
  const stored = await findDocument(db, profileId, documentId);
  if (!stored) throw httpError("not_found", "document");
  if (stored.kind !== "email") throw httpError("bad_request", "notAnEmail");
  return stored.draft as EmailDocument;
}

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The email a send was made with, as the detail answers it: null for a row an earlier version may
 * have kept without an email document. The check is the header the response's schema requires
 * (`sentEmailSchema`), whose serializer would refuse anything else: the recipients still show.
 */
function sentEmailOf(document: unknown): EmailDocument | null {
  if (!isObject(document)) return null;
  const { schemaVersion, kind, id, title, settings, root } = document as Record<string, unknown>;
  const isEmail =
    Number.isInteger(schemaVersion) &&
    (schemaVersion as number) >= 1 &&
    kind === "email" &&
    typeof id === "string" &&
    typeof title === "string" &&
    (settings === undefined || isObject(settings)) &&
    isObject(root);
  return isEmail ? (document as EmailDocument) : null;
}

/** A web address for the newsletter not taken by another of the artist's: its subject's words, numbered when needed. */
async function freeWebSlug(db: Queryable, profileId: string, subject: string): Promise<string> {
  const base = slugOf(subject);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await webSlugTaken(db, profileId, slug))) return slug;
  }
}

/**
 * Newsletters in the studio (issue 19): a test of an email to the editor (and up to five others of
 * the studio team or the artist's confirmed subscribers, 20 an hour per editor),
 * the audience a send would reach, sending an email to a list or to members of tiers now or
 * later (the worker sends it, server/newsletters), its 'Members only' parts to the members of the
 * tiers the artist chose, the paid ones by default (issue 30), the newsletters with their progress, one with
 * its recipients' statuses, and cancelling one not yet started.
 */
export const newsletterRoutes: RoutePlugin = async (app, { context }) => {
  await app.register(testSendRoutes, { context });
  await app.register(newsletterSendingRoutes, { context });
  await app.register(newsletterProgressRoutes, { context });
};

/**
 * A test of an email before it is sent: to the editor and a few others of the studio team or the
 * artist's confirmed subscribers, rate-limited per editor, every part shown.
 */
const testSendRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config, mail } = context;

  app.post(
    "/emails/:documentId/test",
    {
      schema: {
        tags: ["newsletters"],
        params: newsletterDocumentParamsSchema,
        body: testSendBodySchema,
        response: { 200: testSendResultSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, documentId } = request.params;
      const { editor } = studioOf(request);
      await limitRate(request, context, "testSend", { profileId, account: editor.id });
      const sentTo = [...new Set([editor.email.toLowerCase(), ...request.body.to.map((address) => address.toLowerCase())])];
      const allowed = await allowedTestRecipients(db, profileId, sentTo);
      const refused = sentTo.filter((address) => address !== editor.email.toLowerCase() && !allowed.has(address));
      if (refused.length > 0)
        throw httpError("test_recipient_not_allowed", "refused", refused.join(", "), refused.length).withFields({
          errors: refused.map((address) => ({
            pointer: `/body/to/${request.body.to.findIndex((given) => given.toLowerCase() === address)}`,
            rule: "testRecipient",
            message: errorMessage("test_recipient_not_allowed", "refused", address, 1),
          })),
        });
      const document = await emailToSend(db, profileId, documentId);
      const origin = await siteOriginOf(request, db, config);
      const artistName = (await findProfile(db, profileId))?.name ?? "";
      // A test shows every part, members-only ones too, as the artist wrote it.
      const edition = newsletterEdition(document, { origin, artistName }, { members: true });
      const copies = sentTo.map((to) => {
        const copy = personalizeEdition(edition, {
          firstName: "",
          unsubscribeToken: unsubscribeToken(config.uploadSecret, { profileId, email: to }),
        });
        return {
          profileId,
          to,
          ...fromArtist(artistName),
          subject: `[Test] ${copy.subject}`,
          text: copy.text,
          html: copy.html,
        };
      });
      // Bulk: it waits in the artist's own line, never in front of anyone's receipts or links.
      await mail.queueBulk(copies);
      return { sentTo };
    },
  );
};

/** Sending an email to a list or to members of tiers, now or later: who it would reach, then the send itself. */
const newsletterSendingRoutes: RoutePlugin = async (app, { context: { db, newsletters } }) => {
  app.post(
    "/newsletters/audience",
    {
      // A count, sent as a POST for its audience.
      config: { studioRole: "viewer" },
      schema: {
        tags: ["newsletters"],
        params: profileParamsSchema,
        body: audiencePreviewBodySchema,
        response: { 200: audiencePreviewSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const members = await membersOnlyTiers(db, profileId, request.body.membersOnlyTierIds);
      const { name, recipients } = await resolveAudience(db, profileId, request.body.audience, members);
      return { name, recipients: recipients.length, members: recipients.filter((recipient) => recipient.isMember).length };
    },
  );

  app.post(
    "/newsletters",
    {
      schema: {
        tags: ["newsletters"],
        params: profileParamsSchema,
        body: newsletterCreateBodySchema,
        response: { 201: newsletterSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { profileId } = request.params;
      const { documentId, audience, membersOnlyTierIds, sendAt, publishWebVersion, idempotencyKey } = request.body;
      const document = await emailToSend(db, profileId, documentId);
      const at = sendAt ? new Date(sendAt) : new Date();
      if (sendAt && at.getTime() < Date.now() - 60_000) throw httpError("bad_request", "sendAtPast");
      const members = await membersOnlyTiers(db, profileId, membersOnlyTierIds);
      const { name, recipients } = await resolveAudience(db, profileId, audience, members);
      if (recipients.length === 0) throw httpError("bad_request", "newsletterNobody", name);
      const subject = newsletterSubject(document);
      const { send, created } = await createSend(db, {
        profileId,
        documentId,
        document,
        subject,
        audience: { ...audience, name },
        sendAt: at,
        webSlug: publishWebVersion ? await freeWebSlug(db, profileId, subject) : null,
        idempotencyKey,
        recipients,
      });
      if (created) {
        await newsletters.start(send.id, at);
        const scheduled = sendAt !== undefined && sendAt !== null && at.getTime() > Date.now();
        await auditStudio(
          request,
          db,
          scheduled ? "newsletter_scheduled" : "newsletter_sent",
          `“${subject}” to ${name} (${recipients.length})`,
        );
      }
      return reply.code(201).send(await summaryOf(db, send));
    },
  );
};

/** The newsletters, sent or waiting, with their progress; one with its recipients' statuses; cancelling one not yet started. */
const newsletterProgressRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    "/newsletters",
    { schema: { tags: ["newsletters"], params: profileParamsSchema, response: { 200: newsletterListSchema, ...errors } } },
    async (request) => {
      const { profileId } = request.params;
      return { newsletters: await summariesOf(db, await listSends(db, profileId)) };
    },
  );

  app.get(
    "/newsletters/:sendId",
    {
      schema: {
        tags: ["newsletters"],
        params: newsletterParamsSchema,
        querystring: recipientQuerySchema,
        response: { 200: newsletterDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, sendId } = request.params;
      const send = await findSend(db, profileId, sendId);
      if (!send) throw httpError("not_found", "newsletter");
      const { status, offset = 0, limit = 50 } = request.query;
      const page = await listRecipients(db, send.id, { ...(status ? { status } : {}), offset, limit });
      return {
        newsletter: await summaryOf(db, send),
        document: sentEmailOf(send.document),
        recipients: rowsForRole(studioOf(request), page.rows),
        recipientTotal: page.total,
        results: await emailResults(db, profileId, send.id),
      };
    },
  );

  app.post(
    "/newsletters/:sendId/cancel",
    { schema: { tags: ["newsletters"], params: newsletterParamsSchema, response: { 200: newsletterSummarySchema, ...errors } } },
    async (request) => {
      const { profileId, sendId } = request.params;
      const send = await findSend(db, profileId, sendId);
      if (!send) throw httpError("not_found", "newsletter");
      if (!(await cancelScheduledSend(db, profileId, sendId))) throw httpError("conflict", "newsletterStarted");
      await auditStudio(request, db, "newsletter_cancelled", `“${send.subject}”`);
      return summaryOf(db, { ...send, status: "cancelled" });
    },
  );
};
