import { okResponseSchema, profileParamsSchema } from "../../schema/api/common";
import {
  studioTierListSchema,
  studioTierSchema,
  type TierInput,
  tierInputSchema,
  tierOrderBodySchema,
  tierParamsSchema,
} from "../../schema/api/tiers";
import { tierPriceProblem } from "../../schema/rules/membership";
import { namesInWords } from "../../schema/rules/namesInWords";
import { addTier, deleteTier, listStudioTiers, orderTiers, type SaveTierResult, updateTier } from "../data/studioTiers";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409);

function checkPrices(input: TierInput): void {
  const problem = tierPriceProblem(input);
  if (problem) throw httpError("bad_request", "tierPrices", problem);
}

/** The saved tier, or the refusal of its includes in the catalogue's words. */
function savedTier(result: SaveTierResult, name: string) {
  if (result.ok) return result.tier;
  if (result.reason === "missing") throw httpError("not_found", "membershipTier");
  const { problem } = result;
  if (problem.kind === "unknown") throw httpError("tier_include_invalid", "unknown", problem.id);
  if (problem.kind === "itself") throw httpError("tier_include_invalid", "itself");
  throw httpError("free_tier_includes_paid", "unconfirmed", name, namesInWords(problem.paid.map((tier) => tier.name)));
}

/**
 * The artist's membership tiers (issue 17): editors list them (hidden ones too, with their members
 * and posts counted), add, change, hide, reorder and delete them. A tier that holds members or
 * posts is never deleted: the answer says to hide it. Fans' GET /public/membership-tiers follows.
 * A tier's members read its posts and those of the tiers it includes (issue 30): only the artist's
 * other tiers, and a paid one in a free tier only with `confirmFreeIncludesPaid`.
 */
export const tierRoutes: RoutePlugin = async (app, { context: { db } }) => {
  const base = "/membership-tiers";

  app.get(
    base,
    { schema: { tags: ["membership"], params: profileParamsSchema, response: { 200: studioTierListSchema, ...errors } } },
    async (request) => {
      return listStudioTiers(db, request.params.profileId);
    },
  );

  app.post(
    base,
    {
      // Tiers are what fans pay for: the owners' to change.
      config: { studioRole: "owner" },
      schema: { tags: ["membership"], params: profileParamsSchema, body: tierInputSchema, response: { 201: studioTierSchema, ...errors } },
    },
    async (request, reply) => {
      checkPrices(request.body);
      return reply.code(201).send(savedTier(await addTier(db, request.params.profileId, request.body), request.body.name));
    },
  );

  app.put(
    `${base}/:tierId`,
    {
      config: { studioRole: "owner" },
      schema: { tags: ["membership"], params: tierParamsSchema, body: tierInputSchema, response: { 200: studioTierSchema, ...errors } },
    },
    async (request) => {
      const { profileId, tierId } = request.params;
      checkPrices(request.body);
      return savedTier(await updateTier(db, profileId, tierId, request.body), request.body.name);
    },
  );

  app.put(
    `${base}/order`,
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["membership"],
        params: profileParamsSchema,
        body: tierOrderBodySchema,
        response: { 200: studioTierListSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      if (!(await orderTiers(db, profileId, request.body.ids))) throw httpError("bad_request", "tierOrder");
      return listStudioTiers(db, profileId);
    },
  );

  app.delete(
    `${base}/:tierId`,
    {
      config: { studioRole: "owner" },
      schema: { tags: ["membership"], params: tierParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      const { profileId, tierId } = request.params;
      const deleted = await deleteTier(db, profileId, tierId);
      if (deleted.ok) return { ok: true as const };
      if (deleted.reason === "missing") throw httpError("not_found", "membershipTier");
      throw httpError("conflict", deleted.reason === "members" ? "tierHasMembers" : "tierHasPosts", deleted.count);
    },
  );
};
