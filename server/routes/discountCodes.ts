import { profileParamsSchema } from "../../schema/api/common";
import {
  type DiscountCodeInput,
  discountCodeInputSchema,
  discountCodeListSchema,
  discountCodeParamsSchema,
  discountCodeSchema,
} from "../../schema/api/discountCodes";
import {
  createDiscountCode,
  endDiscountCode,
  foreignProductIds,
  foreignTierIds,
  listDiscountCodes,
  updateDiscountCode,
} from "../data/discountCodes";
import type { Queryable } from "../db/database";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409);

/** What the schema cannot say: a percent is at most 100, the end after the start, the products and tiers the artist's own. */
async function checkInput(db: Queryable, profileId: string, input: DiscountCodeInput): Promise<void> {
  if (input.kind === "percent" && input.amount > 100) throw httpError("bad_request", "discountPercent");
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
    throw httpError("bad_request", "discountDates");
  if (input.appliesTo === "products") {
    const ids = input.productIds ?? [];
    if (ids.length === 0 || (await foreignProductIds(db, profileId, ids)).length > 0) throw httpError("bad_request", "discountProducts");
  }
  if (input.appliesTo === "membership_first_period" && (await foreignTierIds(db, profileId, input.tierIds ?? [])).length > 0)
    throw httpError("bad_request", "discountTiers");
}

/**
 * The artist's discount codes (issue 36, item 7): viewers read them with their uses and status;
 * editors make them, change them (all of a code while unused, its dates and limit after) and end
 * them at once. Making and ending one is written in the audit log.
 */
export const discountCodeRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    "/discount-codes",
    { schema: { tags: ["discounts"], params: profileParamsSchema, response: { 200: discountCodeListSchema, ...errors } } },
    (request) => listDiscountCodes(db, request.params.profileId),
  );

  app.post(
    "/discount-codes",
    {
      schema: {
        tags: ["discounts"],
        params: profileParamsSchema,
        body: discountCodeInputSchema,
        response: { 201: discountCodeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { profileId } = request.params;
      await checkInput(db, profileId, request.body);
      const created = await createDiscountCode(db, profileId, request.body);
      if (created === "taken") throw httpError("discount_code_taken", "taken", request.body.code.toUpperCase());
      await auditStudio(request, db, "discount_code_created", created.code);
      return reply.code(201).send(created);
    },
  );

  app.put(
    "/discount-codes/:codeId",
    {
      schema: {
        tags: ["discounts"],
        params: discountCodeParamsSchema,
        body: discountCodeInputSchema,
        response: { 200: discountCodeSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId, codeId } = request.params;
      await checkInput(db, profileId, request.body);
      const edited = await updateDiscountCode(db, profileId, codeId, request.body);
      if (edited === "notFound") throw httpError("not_found", "discountCode");
      if (edited === "taken") throw httpError("discount_code_taken", "taken", request.body.code.toUpperCase());
      if (edited === "used" || edited === "ended") throw httpError("discount_code_in_use", edited);
      return edited;
    },
  );

  app.post(
    "/discount-codes/:codeId/end",
    { schema: { tags: ["discounts"], params: discountCodeParamsSchema, response: { 200: discountCodeSchema, ...errors } } },
    async (request) => {
      const { profileId, codeId } = request.params;
      const ended = await endDiscountCode(db, profileId, codeId);
      if (!ended) throw httpError("not_found", "discountCode");
      await auditStudio(request, db, "discount_code_ended", ended.code);
      return ended;
    },
  );
};
