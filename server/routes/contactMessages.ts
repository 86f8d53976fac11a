import type { FastifyReply, FastifyRequest } from "fastify";
import { okResponseSchema, profileParamsSchema } from "../../schema/api/common";
import {
  type ContactMessageBody,
  contactMessageBodySchema,
  contactMessagePageSchema,
  contactMessageParamsSchema,
  contactMessageReadBodySchema,
  contactMessagesQuerySchema,
  unreadContactMessagesSchema,
} from "../../schema/api/contactMessages";
import { CONTACT_HONEYPOT } from "../../schema/rules/contactForm";
import { contactAnswerPage } from "../contact/contactAnswerPage";
import { receiveContactMessage } from "../contact/receiveContactMessage";
import { countUnreadContactMessages, deleteContactMessage, listContactMessages, markContactMessage } from "../data/contactMessages";
import { pageForRole } from "../http/buyerAddresses";
import { errorResponses } from "../http/errorResponses";
import { installFormBodyParsers } from "../http/formBody";
import { HttpError, httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import type { RoutePlugin } from "./plugin";

/** The largest plain form POST of a message: its longest values, percent-encoded. */
const FORM_BODY_LIMIT = 64 * 1024;

/** The fields of the message, out of a plain form's flat body (the page, the block and the honeypot apart). */
function bodyOfForm(form: Record<string, string>): ContactMessageBody {
  const { pageId = "", blockId = "", profileId: _named, [CONTACT_HONEYPOT]: website = "", ...fields } = form;
  return { pageId, blockId, website, fields };
}

/** A plain form's body as the API's schema checks it: ids that are ids, a few fields of bounded length. */
function formBodyProblem(body: ContactMessageBody): boolean {
  const id = /^[A-Za-z0-9_-]{1,64}$/;
  const values = Object.entries(body.fields);
  return (
    !id.test(body.pageId) ||
    !id.test(body.blockId) ||
    values.length > 20 ||
    values.some(([key, value]) => key.length > 80 || value.length > 20_000)
  );
}

/** The answer to a plain form POST that was refused: the page that says why, with the status and headers of the refusal. */
function refusedPage(reply: FastifyReply, error: HttpError, backUrl: string) {
  const list = Array.isArray(error.extra.errors) ? (error.extra.errors as { message: string }[]).map((each) => each.message) : [];
  const lines =
    list.length > 0 ? ["Your message was not sent. Please go back and correct:"] : ["Your message was not sent.", error.message];
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .type("text/html; charset=utf-8")
    .send(contactAnswerPage({ title: "Message not sent", lines, list, backUrl, backLabel: "Back to the form" }));
}

/**
 * A Contact form's plain POST, without JavaScript (issue 39, item 1), on the site's own address:
 * the same checks as the API's, answered with a page that says it was sent, or what to correct.
 */
export const contactFormPostRoutes: RoutePlugin = async (app, { context }) => {
  installFormBodyParsers(app, FORM_BODY_LIMIT);
  app.post("/contact-form", { bodyLimit: FORM_BODY_LIMIT, schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    reply.header("cache-control", "no-store");
    const form = (request.body ?? {}) as Record<string, string>;
    const body = bodyOfForm(typeof form === "object" ? form : {});
    const back = request.headers.referer && URL.canParse(request.headers.referer) ? new URL(request.headers.referer).pathname : "/";
    if (formBodyProblem(body)) return refusedPage(reply, httpError("not_found", "contactForm"), back);
    try {
      const sent = await receiveContactMessage(request, context, body);
      return reply
        .type("text/html; charset=utf-8")
        .send(
          contactAnswerPage({ title: "Message sent", lines: [sent.successMessage], backUrl: sent.pageUrl, backLabel: "Back to the page" }),
        );
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return refusedPage(reply, error, back);
      throw error;
    }
  });
};

/** A fan's message from a Contact form block, through the API (the block with JavaScript). */
export const contactMessageRoutes: RoutePlugin = async (app, { context }) => {
  app.post(
    "/public/contact-messages",
    {
      schema: {
        tags: ["contact messages"],
        body: contactMessageBodySchema,
        response: { 200: okResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await receiveContactMessage(request, context, request.body);
      return { ok: true as const };
    },
  );
};

const studioErrors = errorResponses(400, 404);

/**
 * The studio's Messages (issue 39, item 1): what fans sent through Contact forms, newest first, a
 * page at a time; one marked read or unread, or deleted. Every role reads them (a viewer reads the
 * fans' addresses hidden, as everywhere); marking and deleting are editors' and owners', and a deletion is in the activity log.
 */
export const studioContactMessageRoutes: RoutePlugin = async (app, { context }) => {
  const { db, clock } = context;
  app.get(
    "/messages",
    {
      schema: {
        tags: ["contact messages"],
        params: profileParamsSchema,
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagePageSchema, ...studioErrors },
      },
    },
    async (request) => {
      const { offset = 0, limit = 20 } = request.query;
      return pageForRole(studioOf(request), await listContactMessages(db, request.params.profileId, { offset, limit }));
    },
  );

  app.get(
    "/messages/unread",
    {
      schema: { tags: ["contact messages"], params: profileParamsSchema, response: { 200: unreadContactMessagesSchema, ...studioErrors } },
    },
    async (request) => ({ unread: await countUnreadContactMessages(db, request.params.profileId) }),
  );

  app.put(
    "/messages/:messageId/read",
    {
      schema: {
        tags: ["contact messages"],
        params: contactMessageParamsSchema,
        body: contactMessageReadBodySchema,
        response: { 200: okResponseSchema, ...studioErrors },
      },
    },
    async (request) => {
      const { profileId, messageId } = request.params;
      if (!(await markContactMessage(db, profileId, messageId, request.body.read, new Date(clock.now()))))
        throw httpError("not_found", "contactMessage");
      return { ok: true as const };
    },
  );

  app.delete(
    "/messages/:messageId",
    { schema: { tags: ["contact messages"], params: contactMessageParamsSchema, response: { 200: okResponseSchema, ...studioErrors } } },
    async (request) => {
      const { profileId, messageId } = request.params;
      const from = await deleteContactMessage(db, profileId, messageId);
      if (from === null) throw httpError("not_found", "contactMessage");
      await auditStudio(request, db, "contact_message_deleted", `The message from ${from}`);
      return { ok: true as const };
    },
  );
};
