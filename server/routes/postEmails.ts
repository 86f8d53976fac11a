import { profileParamsSchema } from "../../schema/api/common";
import {
  type PostEmailStateAnswer,
  postEmailAudienceBodySchema,
  postEmailAudienceSchema,
  postEmailChoiceSchema,
  postEmailStateSchema,
} from "../../schema/api/postEmails";
import { postParamsSchema } from "../../schema/api/studioPosts";
import { recipientCounts } from "../data/newsletterRecipients";
import { findSend } from "../data/newsletterSends";
import { choosePostEmail, findPostEmail, forgetPostEmail } from "../data/postEmails";
import { findStudioPost } from "../data/studioPosts";
import { findStudioTier } from "../data/studioTiers";
import type { Queryable } from "../db/database";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { postEmailAudience, sendPostEmailIfOut } from "../postEmails/sendPostEmail";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409);

/** The post's email as the studio shows it: the choice, and its send's progress once it went. */
async function stateOf(db: Queryable, profileId: string, postId: string): Promise<PostEmailStateAnswer> {
  const state = await findPostEmail(db, profileId, postId);
  const send = state?.sendId ? await findSend(db, profileId, state.sendId) : null;
  if (!state || !send) return { choice: state?.choice ?? null, send: null };
  const counts = (await recipientCounts(db, [send.id])).get(send.id) ?? { total: 0, queued: 0, sent: 0, failed: 0, skipped: 0 };
  return { choice: state.choice, send: { id: send.id, status: send.status, sendAt: send.sendAt, counts } };
}

/**
 * Posts by email (issue 37, item 1): the artist chooses who gets a post by email (the members who
 * can read it, free members, a list); it goes at once for a post that is out, and when a scheduled
 * one comes out (sendDuePostEmails, each minute). A post goes by email once: a second choice after
 * that is refused. Readers without access get the post's locked notice instead of its words.
 */
export const postEmailRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;

  const findPost = async (profileId: string, postId: string) => {
    const post = await findStudioPost(db, profileId, postId);
    if (!post) throw httpError("not_found", "post");
    return post;
  };

  app.get(
    "/posts/:postId/email",
    { schema: { tags: ["posts"], params: postParamsSchema, response: { 200: postEmailStateSchema, ...errors } } },
    async (request) => {
      const { profileId, postId } = request.params;
      await findPost(profileId, postId);
      return stateOf(db, profileId, postId);
    },
  );

  app.post(
    "/post-email-audience",
    {
      // A count, sent as a POST for its choice; it takes the post's tier, so a post not yet saved has its count.
      config: { studioRole: "viewer" },
      schema: {
        tags: ["posts"],
        params: profileParamsSchema,
        body: postEmailAudienceBodySchema,
        response: { 200: postEmailAudienceSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const { membershipTierId, ...choice } = request.body;
      if (membershipTierId !== null && !(await findStudioTier(db, profileId, membershipTierId)))
        throw httpError("bad_request", "unknownTier");
      const audience = await postEmailAudience(db, profileId, { membershipTierId }, choice);
      if (!audience) throw httpError("not_found", "emailList");
      const readers = audience.recipients.filter((recipient) => recipient.isMember).length;
      return { name: audience.name, recipients: audience.recipients.length, readers };
    },
  );

  app.put(
    "/posts/:postId/email",
    {
      schema: {
        tags: ["posts"],
        params: postParamsSchema,
        body: postEmailChoiceSchema,
        response: { 200: postEmailStateSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, postId } = request.params;
      const choice = request.body;
      if (!choice.readers && !choice.freeMembers && choice.emailListId === null) throw httpError("bad_request", "postEmailNoOne");
      const post = await findPost(profileId, postId);
      const audience = await postEmailAudience(db, profileId, post, choice);
      if (!audience) throw httpError("not_found", "emailList");
      // Going now: refused when nobody would get it. A scheduled post's readers may still come.
      if (post.status === "published" && audience.recipients.length === 0)
        throw httpError("bad_request", "newsletterNobody", audience.name);
      if ((await choosePostEmail(db, profileId, postId, choice)) === "sent") throw httpError("conflict", "postEmailed");
      const send = await sendPostEmailIfOut(context, profileId, postId);
      await auditStudio(
        request,
        db,
        send ? "newsletter_sent" : "newsletter_scheduled",
        `Post “${post.caption.slice(0, 60)}” to ${audience.name} (${audience.recipients.length})`,
      );
      return stateOf(db, profileId, postId);
    },
  );

  app.delete(
    "/posts/:postId/email",
    { schema: { tags: ["posts"], params: postParamsSchema, response: { 200: postEmailStateSchema, ...errors } } },
    async (request) => {
      const { profileId, postId } = request.params;
      await findPost(profileId, postId);
      if (!(await forgetPostEmail(db, profileId, postId))) {
        if ((await findPostEmail(db, profileId, postId))?.sendId) throw httpError("conflict", "postEmailed");
      }
      return stateOf(db, profileId, postId);
    },
  );
};
