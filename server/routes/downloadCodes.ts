import { csvText } from "../../runtime/csv/csv";
import { profileParamsSchema } from "../../schema/api/common";
import {
  type CodeBatch,
  codeBatchBodySchema,
  codeBatchPageSchema,
  codeBatchParamsSchema,
  codeBatchQuerySchema,
  codeBatchResponseSchema,
  codeListSchema,
  codeRedemptionsSchema,
} from "../../schema/api/downloadCodes";
import { formatDownloadCode, REDEEM_PATH } from "../../schema/rules/downloadCodes";
import { createCodeBatch, findCodeBatch, listBatchCodes, listBatchRedemptions, listCodeBatches, voidCodeBatch } from "../data/codeBatches";
import type { Queryable } from "../db/database";
import { generateCodeBatch, INLINE_BATCH_MAX } from "../downloadCodes/codeBatchWork";
import { attachmentNamed } from "../http/attachment";
import { rowsForRole } from "../http/buyerAddresses";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { siteOriginOf } from "../http/siteOrigin";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409);

/** A batch whose codes are all made: a batch still being made has none to export or print yet. */
async function readyBatch(db: Queryable, profileId: string, batchId: string): Promise<CodeBatch> {
  const batch = await findCodeBatch(db, profileId, batchId);
  if (!batch) throw httpError("not_found", "codeBatch");
  if (batch.state === "generating") throw httpError("download_code_batch_state", "generating");
  return batch;
}

/**
 * Download codes in the studio (issue 36, item 6): an artist's batches with their counts, a new
 * batch for one of their releases (made in the request up to INLINE_BATCH_MAX codes, by a job past
 * it), voiding one, its codes as CSV and for the printed sheet, and who redeemed them.
 * Making and voiding are editors' work, as releases are. The codes themselves (CSV, sheet) are
 * editors' too: an unredeemed code is a free copy of a release, so a viewer, who may change
 * nothing, may not take them away either; the CSV names no fan. Who redeemed is a read for
 * everyone, a viewer reading "hidden" for the fans' addresses.
 */
export const downloadCodeRoutes: RoutePlugin = async (app, { context }) => {
  const { db, codeBatches } = context;

  app.get(
    "/download-codes",
    {
      schema: {
        tags: ["download codes"],
        params: profileParamsSchema,
        querystring: codeBatchQuerySchema,
        response: { 200: codeBatchPageSchema, ...errors },
      },
    },
    async (request) => listCodeBatches(db, request.params.profileId, request.query),
  );

  app.post(
    "/download-codes",
    {
      schema: {
        tags: ["download codes"],
        params: profileParamsSchema,
        body: codeBatchBodySchema,
        response: { 201: codeBatchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { profileId } = request.params;
      const { productId, size } = request.body;
      const name = request.body.name.trim();
      if (name === "") throw httpError("bad_request", "codeBatchName");
      const batchId = await createCodeBatch(db, profileId, { productId, size, name });
      if (!batchId) throw httpError("bad_request", "codeRelease");
      if (size <= INLINE_BATCH_MAX) await generateCodeBatch(db, batchId);
      else await codeBatches.generate(batchId);
      const batch = await findCodeBatch(db, profileId, batchId);
      if (!batch) throw httpError("not_found", "codeBatch");
      await auditStudio(request, db, "download_codes_created", `${size} for ${batch.title} (${name})`);
      return reply.code(201).send(batch);
    },
  );

  app.post(
    "/download-codes/:batchId/void",
    { schema: { tags: ["download codes"], params: codeBatchParamsSchema, response: { 200: codeBatchResponseSchema, ...errors } } },
    async (request) => {
      const { profileId, batchId } = request.params;
      const voided = await voidCodeBatch(db, profileId, batchId);
      if (voided === "notFound") throw httpError("not_found", "codeBatch");
      if (voided === "alreadyVoid") throw httpError("download_code_batch_state", "voided");
      const batch = await findCodeBatch(db, profileId, batchId);
      if (!batch) throw httpError("not_found", "codeBatch");
      await auditStudio(
        request,
        db,
        "download_codes_voided",
        `${batch.name} (${batch.title}), ${batch.redeemed} of ${batch.size} redeemed`,
      );
      return batch;
    },
  );

  app.get(
    "/download-codes/:batchId/codes",
    {
      config: { studioRole: "editor" },
      schema: { tags: ["download codes"], params: codeBatchParamsSchema, response: { 200: codeListSchema, ...errors } },
    },
    async (request) => {
      const { profileId, batchId } = request.params;
      await readyBatch(db, profileId, batchId);
      // Cards name the artist's own address, wherever the studio was opened.
      const redeemUrl = `${await siteOriginOf(request, db, context.config, profileId)}${REDEEM_PATH}`;
      return { codes: await listBatchCodes(db, profileId, batchId), redeemUrl };
    },
  );

  app.get(
    "/download-codes/:batchId/codes.csv",
    {
      config: { studioRole: "editor" },
      schema: {
        tags: ["download codes"],
        params: codeBatchParamsSchema,
        response: {
          200: { type: "string", description: "The batch's codes as CSV: each code, whether it was redeemed, and when." },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { profileId, batchId } = request.params;
      const batch = await readyBatch(db, profileId, batchId);
      const codes = await listBatchCodes(db, profileId, batchId);
      await auditStudio(request, db, "download_codes_exported", `${batch.name} (${batch.title})`);
      const rows = codes.map(({ code, redeemedAt }) => [formatDownloadCode(code), redeemedAt ? "yes" : "no", redeemedAt ?? ""]);
      reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", attachmentNamed(`${batch.name} codes.csv`));
      // Sent as text, past the JSON serializer.
      return reply.send(csvText([["code", "redeemed", "redeemed_at"], ...rows]));
    },
  );

  app.get(
    "/download-codes/:batchId/redemptions",
    { schema: { tags: ["download codes"], params: codeBatchParamsSchema, response: { 200: codeRedemptionsSchema, ...errors } } },
    async (request) => {
      const { profileId, batchId } = request.params;
      if (!(await findCodeBatch(db, profileId, batchId))) throw httpError("not_found", "codeBatch");
      const redemptions = await listBatchRedemptions(db, profileId, batchId);
      return { redemptions: rowsForRole(studioOf(request), redemptions).map((row) => ({ ...row, code: formatDownloadCode(row.code) })) };
    },
  );
};
