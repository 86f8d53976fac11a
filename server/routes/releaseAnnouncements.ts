import {
  type AnnouncementState,
  announcementAudienceSchema,
  announcementChoiceSchema,
  announcementStateSchema,
} from "../../schema/api/releaseAnnouncements";
import { releaseParamsSchema } from "../../schema/api/releases";
import { findDocument } from "../data/documents";
import { recipientCounts } from "../data/newsletterRecipients";
import { findSend } from "../data/newsletterSends";
import { chooseAnnouncement, findAnnouncement, forgetAnnouncement } from "../data/releaseAnnouncements";
import { findStudioRelease } from "../data/studioReleases";
import type { Queryable } from "../db/database";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { makeAnnouncementCopy } from "../releaseAnnouncements/announcementCopy";
import { announcementDocumentId } from "../releaseAnnouncements/announcementDocument";
import { announcementAudience, isOut, sendAnnouncementIfOut } from "../releaseAnnouncements/sendAnnouncement";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409);

/** The announcement as the studio shows it: the choice, its send's progress once it went, and the artist's own copy of its email. */
async function stateOf(db: Queryable, profileId: string, releaseId: string): Promise<AnnouncementState> {
  const [state, own] = await Promise.all([
    findAnnouncement(db, profileId, releaseId),
    findDocument(db, profileId, announcementDocumentId(releaseId)),
  ]);
  const documentId = own?.kind === "email" ? own.id : null;
  const send = state?.sendId ? await findSend(db, profileId, state.sendId) : null;
  if (!state || !send) return { choice: state?.choice ?? null, send: null, documentId };
  const counts = (await recipientCounts(db, [send.id])).get(send.id) ?? { total: 0, queued: 0, sent: 0, failed: 0, skipped: 0 };
  return { choice: state.choice, send: { id: send.id, status: send.status, sendAt: send.sendAt, counts }, documentId };
}

/**
 * Release announcements (issue 37, item 2): the artist chooses who hears of a release by email
 * (followers, buyers of earlier releases, lists); it goes at once for a release that is out, and
 * when a pre-order's date comes (sendDueAnnouncements, each minute), or when a draft is published.
 * A release is announced once: a second choice after that is refused. The email is the
 * new-release starter filled with the release, or the artist's copy of it (POST …/email makes it
 * in Emails, to edit in the builder before choosing).
 */
export const releaseAnnouncementRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;
  const PATH = "/releases/:releaseId/announcement";

  const findRelease = async (profileId: string, releaseId: string) => {
    const release = await findStudioRelease(db, profileId, releaseId);
    if (!release) throw httpError("not_found", "release");
    return release;
  };

  app.get(
    PATH,
    { schema: { tags: ["releases"], params: releaseParamsSchema, response: { 200: announcementStateSchema, ...errors } } },
    async (request) => {
      const { profileId, releaseId } = request.params;
      await findRelease(profileId, releaseId);
      return stateOf(db, profileId, releaseId);
    },
  );

  app.post(
    `${PATH}/audience`,
    {
      // A count, sent as a POST for its choice.
      config: { studioRole: "viewer" },
      schema: {
        tags: ["releases"],
        params: releaseParamsSchema,
        body: announcementChoiceSchema,
        response: { 200: announcementAudienceSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, releaseId } = request.params;
      await findRelease(profileId, releaseId);
      const audience = await announcementAudience(db, profileId, releaseId, request.body);
      if (audience.unknownLists.length > 0) throw httpError("not_found", "emailList");
      return { name: audience.name, recipients: audience.recipients.length };
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tags: ["releases"],
        params: releaseParamsSchema,
        body: announcementChoiceSchema,
        response: { 200: announcementStateSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, releaseId } = request.params;
      const choice = request.body;
      if (!choice.followers && !choice.buyers && choice.emailListIds.length === 0) throw httpError("bad_request", "announcementNoOne");
      const release = await findRelease(profileId, releaseId);
      const audience = await announcementAudience(db, profileId, releaseId, choice);
      if (audience.unknownLists.length > 0) throw httpError("not_found", "emailList");
      if ((await findAnnouncement(db, profileId, releaseId))?.sendId) throw httpError("conflict", "releaseAnnounced");
      // Going now: refused when nobody would get it. A pre-order's or a draft's audience may still grow.
      if (isOut(release, context.releaseClock.now()) && audience.recipients.length === 0)
        throw httpError("bad_request", "newsletterNobody", audience.name);
      if ((await chooseAnnouncement(db, profileId, releaseId, choice)) === "sent") throw httpError("conflict", "releaseAnnounced");
      const send = await sendAnnouncementIfOut(context, profileId, releaseId);
      await auditStudio(
        request,
        db,
        send ? "newsletter_sent" : "newsletter_scheduled",
        `Release “${release.title.slice(0, 60)}” announced to ${audience.name} (${audience.recipients.length})`,
      );
      return stateOf(db, profileId, releaseId);
    },
  );

  app.post(
    `${PATH}/email`,
    { schema: { tags: ["releases"], params: releaseParamsSchema, response: { 200: announcementStateSchema, ...errors } } },
    async (request) => {
      const { profileId, releaseId } = request.params;
      const release = await findRelease(profileId, releaseId);
      if (release.category !== "Music") throw httpError("not_found", "release");
      if ((await findAnnouncement(db, profileId, releaseId))?.sendId) throw httpError("conflict", "releaseAnnounced");
      if ((await makeAnnouncementCopy(context, profileId, release)) === "taken") throw httpError("conflict", "announcementEmailTaken");
      return stateOf(db, profileId, releaseId);
    },
  );

  app.delete(
    PATH,
    { schema: { tags: ["releases"], params: releaseParamsSchema, response: { 200: announcementStateSchema, ...errors } } },
    async (request) => {
      const { profileId, releaseId } = request.params;
      await findRelease(profileId, releaseId);
      if (!(await forgetAnnouncement(db, profileId, releaseId))) {
        if ((await findAnnouncement(db, profileId, releaseId))?.sendId) throw httpError("conflict", "releaseAnnounced");
      }
      return stateOf(db, profileId, releaseId);
    },
  );
};
