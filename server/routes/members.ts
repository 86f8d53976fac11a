import { csvText } from "../../runtime/csv/csv";
import { accountSchema } from "../../schema/api/accounts";
import { profileParamsSchema } from "../../schema/api/common";
import { emailListSummariesSchema } from "../../schema/api/emailLists";
import { fanPageSchema, fanQuerySchema } from "../../schema/api/fans";
import { memberParamsSchema, memberSearchQuerySchema, membershipBodySchema } from "../../schema/api/members";
import { normalizeEmail } from "../../schema/rules/registration";
import { findAccount, findAccountByEmail, setMembership } from "../data/accounts";
import { listEmailListsCounted } from "../data/audience";
import { allFans, findFans } from "../data/fans";
import { pageForRole, refuseAddressSearch } from "../http/buyerAddresses";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);

/**
 * An artist's fans, for the artist's editors: list and search them (issue 17), export them as CSV,
 * find one by email, and give them a membership tier (or take it away). Checkout is not part of the product yet, so this is how a fan gets a tier.
 * Also the artist's email lists, which the Email-list block's settings offer.
 */
export const memberRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    "/email-lists",
    { schema: { tags: ["email lists"], params: profileParamsSchema, response: { 200: emailListSummariesSchema, ...errors } } },
    async (request) => {
      const { profileId } = request.params;
      return listEmailListsCounted(db, profileId);
    },
  );

  app.get(
    "/fans",
    {
      schema: { tags: ["members"], params: profileParamsSchema, querystring: fanQuerySchema, response: { 200: fanPageSchema, ...errors } },
    },
    async (request) => {
      const studio = studioOf(request);
      refuseAddressSearch(studio, request.query.search);
      return pageForRole(studio, await findFans(db, request.params.profileId, request.query));
    },
  );

  app.get(
    "/fans.csv",
    {
      // Every fan's address: not for viewers.
      config: { studioRole: "editor" },
      schema: {
        tags: ["members"],
        params: profileParamsSchema,
        response: {
          200: { type: "string", description: "The artist's fans as CSV: names, address, tier, when they signed up." },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const fans = await allFans(db, request.params.profileId);
      await auditStudio(request, db, "fans_exported", `${fans.length} fans`);
      reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", 'attachment; filename="fans.csv"');
      const rows = fans.map((fan) => [fan.firstName, fan.lastName, fan.email, fan.tierName ?? "", fan.createdAt]);
      // Sent as text, past the JSON serializer.
      return reply.send(csvText([["first_name", "last_name", "email", "tier", "signed_up_at"], ...rows]));
    },
  );

  app.get(
    "/members",
    {
      // Finds a fan by their address: not for viewers, who do not read addresses.
      config: { studioRole: "editor" },
      schema: {
        tags: ["members"],
        params: profileParamsSchema,
        querystring: memberSearchQuerySchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const found = await findAccountByEmail(db, profileId, normalizeEmail(request.query.email));
      if (!found) throw httpError("not_found", "fan");
      return found.account;
    },
  );

  app.put(
    "/members/:accountId/membership",
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["members"],
        params: memberParamsSchema,
        body: membershipBodySchema,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, accountId } = request.params;
      const changed = await setMembership(db, profileId, accountId, request.body.membershipTierId, "studio");
      const account = await findAccount(db, profileId, accountId);
      if (!account) throw httpError("not_found", "fan");
      // The fan is this artist's, so the tier was not.
      if (!changed) throw httpError("not_found", "membershipTier");
      return account;
    },
  );
};
