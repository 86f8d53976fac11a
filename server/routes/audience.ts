import { csvText } from "../../runtime/csv/csv";
import { okResponseSchema, profileParamsSchema } from "../../schema/api/common";
import {
  emailListBodySchema,
  emailListParamsSchema,
  emailListSummarySchema,
  MAX_IMPORT_ROWS,
  subscriberImportBodySchema,
  subscriberImportResultSchema,
  subscriberPageSchema,
  subscriberQuerySchema,
  subscriberRemovalQuerySchema,
} from "../../schema/api/emailLists";
import { normalizeEmail } from "../../schema/rules/registration";
import {
  addSubscribers,
  deleteEmailList,
  findSubscribers,
  pageUsingEmailList,
  removeSubscriber,
  renameEmailList,
  subscribedAmong,
} from "../data/audience";
import { createEmailList, findEmailList, listSubscribers } from "../data/emailLists";
import type { Queryable } from "../db/database";
import { pageForRole, refuseAddressSearch } from "../http/buyerAddresses";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import type { RoutePlugin } from "./plugin";
import { readImportRows } from "./subscriberImport";

const errors = errorResponses(400, 404, 409);
const LISTS = "/email-lists";
const LIST = `${LISTS}/:emailListId`;

/** The artist's list; 404 when the artist has no such list. */
async function editableList(db: Queryable, profileId: string, emailListId: string) {
  const found = await findEmailList(db, profileId, emailListId);
  if (!found) throw httpError("not_found", "emailList");
  return found;
}

/**
 * The artist's email lists and their subscribers (issue 17), for the artist's editors: lists made,
 * renamed and deleted (not while a page's Email-list block joins fans to them), subscribers found,
 * removed, exported as CSV and imported from CSV with a preview and per-row errors. Answers carry
 * fans' addresses: never cached.
 */
export const audienceRoutes: RoutePlugin = async (app, { context }) => {
  await app.register(emailListRoutes, { context });
  await app.register(subscriberRoutes, { context });
  await app.register(subscriberCsvRoutes, { context });
};

/** The lists themselves: made, renamed, and deleted unless a page's Email-list block joins fans to one. */
const emailListRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.post(
    LISTS,
    {
      // Lists hold fans' addresses: the owners' to make and change.
      config: { studioRole: "owner" },
      schema: {
        tags: ["email lists"],
        params: profileParamsSchema,
        body: emailListBodySchema,
        response: { 201: emailListSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createEmailList(db, request.params.profileId, request.body.name.trim());
      return reply.code(201).send({ id: created.id, name: created.name, subscribers: 0, confirmed: 0, pending: 0 });
    },
  );

  app.put(
    LIST,
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["email lists"],
        params: emailListParamsSchema,
        body: emailListBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, emailListId } = request.params;
      if (!(await renameEmailList(db, profileId, emailListId, request.body.name.trim()))) throw httpError("not_found", "emailList");
      return { ok: true as const };
    },
  );

  app.delete(
    LIST,
    {
      config: { studioRole: "owner" },
      schema: { tags: ["email lists"], params: emailListParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      const { profileId, emailListId } = request.params;
      await editableList(db, profileId, emailListId);
      const page = await pageUsingEmailList(db, profileId, emailListId);
      if (page) throw httpError("conflict", "emailListInUse", page.title);
      await deleteEmailList(db, profileId, emailListId);
      return { ok: true as const };
    },
  );
};

/** A list's subscribers: found page by page, removed one address at a time. */
const subscriberRoutes: RoutePlugin = async (app, { context: { db, clock } }) => {
  app.get(
    `${LIST}/subscribers`,
    {
      schema: {
        tags: ["email lists"],
        params: emailListParamsSchema,
        querystring: subscriberQuerySchema,
        response: { 200: subscriberPageSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, emailListId } = request.params;
      const studio = studioOf(request);
      refuseAddressSearch(studio, request.query.search);
      await editableList(db, profileId, emailListId);
      return pageForRole(studio, await findSubscribers(db, profileId, emailListId, request.query));
    },
  );

  app.delete(
    `${LIST}/subscribers`,
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["email lists"],
        params: emailListParamsSchema,
        querystring: subscriberRemovalQuerySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, emailListId } = request.params;
      await editableList(db, profileId, emailListId);
      if (!(await removeSubscriber(db, profileId, emailListId, normalizeEmail(request.query.email), new Date(clock.now()))))
        throw httpError("not_found", "subscriber");
      return { ok: true as const };
    },
  );
};

/** A list as CSV: exported whole, and imported with a preview of what it would add and each row's error. */
const subscriberCsvRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    `${LIST}/subscribers.csv`,
    {
      // Every subscriber's address: not for viewers.
      config: { studioRole: "editor" },
      schema: {
        tags: ["email lists"],
        params: emailListParamsSchema,
        response: {
          200: { type: "string", description: "The list as CSV: email, joined_at, first_name and last_name, a row per address." },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { profileId, emailListId } = request.params;
      const found = await editableList(db, profileId, emailListId);
      const subscribers = await listSubscribers(db, profileId, emailListId);
      await auditStudio(request, db, "subscribers_exported", `${found.name} (${subscribers.length})`);
      const fileName = `${found.name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "subscribers"}.csv`;
      reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${fileName}"`);
      // Sent as text, past the JSON serializer (a CSV is no JSON value).
      return reply.send(
        csvText([
          ["email", "joined_at", "first_name", "last_name"],
          ...subscribers.map((subscriber) => [subscriber.email, subscriber.joinedAt, subscriber.firstName, subscriber.lastName]),
        ]),
      );
    },
  );

  app.post(
    `${LIST}/subscribers/import`,
    {
      config: { studioRole: "owner" },
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags: ["email lists"],
        params: emailListParamsSchema,
        body: subscriberImportBodySchema,
        response: { 200: subscriberImportResultSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, emailListId } = request.params;
      await editableList(db, profileId, emailListId);
      const read = readImportRows(request.body.csv);
      if (read.tooLong) throw httpError("bad_request", "importTooLong", MAX_IMPORT_ROWS);
      const emails = read.subscribers.map((subscriber) => subscriber.email);
      const already = await subscribedAmong(db, profileId, emailListId, emails);
      const fresh = emails.length - already.size;
      // Applied, those already on the list take the names the file gives them (never an empty one).
      const added = request.body.apply ? await addSubscribers(db, profileId, emailListId, read.subscribers) : fresh;
      return {
        rows: read.rows,
        toAdd: added,
        alreadySubscribed: already.size,
        errors: [...read.errors],
        applied: request.body.apply,
        columns: { used: [...read.columns.used], ignored: [...read.columns.ignored] },
      };
    },
  );
};
