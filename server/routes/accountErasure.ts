import type { FastifyReply, FastifyRequest } from "fastify";
import {
  accountDeletedSchema,
  accountDeletionBodySchema,
  dataExportAskedSchema,
  dataExportCheckBodySchema,
  dataExportCheckSchema,
  dataExportParamsSchema,
} from "../../schema/api/accountErasure";
import type { Account } from "../../schema/api/accounts";
import { profileQuerySchema } from "../../schema/api/common";
import { deleteFanAccount } from "../accounts/deleteFanAccount";
import { findAccountByEmail } from "../data/accounts";
import { DATA_EXPORT_DAYS, findDataExportByToken, requestDataExport } from "../data/dataExports";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { HttpError, httpError } from "../http/httpError";
import { countedLinkTry } from "../http/linkTry";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import type { PaymentProvider } from "../payments/paymentProvider";
import type { StoredFile } from "../storage/storage";
import type { RoutePlugin } from "./plugin";
import { checkPassword } from "./sessions";

const errors = errorResponses(400, 401, 404, 429, 502, 503);

/** A stored zip as the answer, downloaded under `fileName`, kept by no cache on the way. */
function sendZip(reply: FastifyReply, file: StoredFile, fileName: string): FastifyReply {
  return reply
    .header("cache-control", "private, no-store")
    .header("content-type", "application/zip")
    .header("content-length", String(file.size))
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(file.stream);
}

/** The current password, checked as a login is (with its limits), refused in words that fit a signed-in fan. */
async function checkCurrentPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Parameters<typeof checkPassword>[2],
  fan: Account,
  password: string,
) {
  try {
    await checkPassword(request, reply, db, {
      profileId: fan.profileId,
      kind: "fan",
      body: { email: fan.email, password },
      find: (email) => findAccountByEmail(db, fan.profileId, email),
      ownerOf: (found) => `fan:${found.account.id}`,
    });
  } catch (error) {
    if (error instanceof HttpError && error.code === "unauthorized") throw httpError("unauthorized", "wrongPassword");
    throw error;
  }
}

/**
 * A fan deletes their account, or asks for a copy of their data (issue 35, item 4). Deleting asks
 * for the current password and is limited per account and client; it cancels paid memberships
 * first and signs every device out (the sessions go with the account). A copy is built by a job
 * and its link mailed to the fan: the link works for DATA_EXPORT_DAYS, only its hash is kept, at
 * this artist's site only, and each try is counted by the token's hash and the client's address.
 */
export const accountErasureRoutes: RoutePlugin<{ payments: PaymentProvider }> = async (app, { context, payments }) => {
  const { db } = context;

  app.post(
    "/accounts/me/delete",
    {
      config: { caller: "fan" },
      schema: {
        tags: ["accounts"],
        querystring: profileQuerySchema,
        body: accountDeletionBodySchema,
        response: { 200: accountDeletedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      await limitRate(request, context, "accountDeletion", { profileId: profile.id, account: fan.id });
      await checkCurrentPassword(request, reply, db, fan, request.body.password);
      const outcome = await deleteFanAccount(context, payments, {
        profileId: profile.id,
        accountId: fan.id,
        email: fan.email,
        artistName: profile.name,
      });
      if (!outcome.ok) {
        if (outcome.reason === "gone") throw httpError("unauthorized", "logIn");
        request.log.warn({ profileId: profile.id, problem: outcome.message }, "the provider did not end a membership; the account stays");
        throw httpError("account_deletion_failed", "membership");
      }
      return { deleted: true as const };
    },
  );

  app.post(
    "/accounts/me/data-export",
    {
      config: { caller: "fan" },
      schema: { tags: ["accounts"], querystring: profileQuerySchema, response: { 202: dataExportAskedSchema, ...errors } },
    },
    async (request, reply) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      await limitRate(request, context, "dataExport", { profileId: profile.id, account: fan.id });
      const exportId = await requestDataExport(db, profile.id, fan.id);
      await context.dataExports.build(exportId);
      return reply.code(202).send({ checkEmail: true as const, email: fan.email, days: DATA_EXPORT_DAYS });
    },
  );

  /** The copy a link opens, once the try is counted; refused in words when expired or never issued here. */
  const openLink = async (request: FastifyRequest, token: string) => {
    const profile = await countedLinkTry(request, context, "dataExportLink", token, () => httpError("data_export_invalid", "unknown"));
    const found = await findDataExportByToken(db, profile.id, token, new Date(context.clock.now()));
    if (found.ok) return found;
    if (found.problem === "expired") throw httpError("data_export_expired", "expired", DATA_EXPORT_DAYS);
    throw httpError("data_export_invalid", "unknown");
  };

  app.post(
    "/public/data-exports/check",
    {
      schema: {
        tags: ["accounts"],
        body: dataExportCheckBodySchema,
        response: { 200: dataExportCheckSchema, ...errorResponses(400, 404, 410, 429, 503) },
      },
    },
    async (request) => {
      const found = await openLink(request, request.body.token);
      return { createdAt: found.createdAt, expiresAt: found.expiresAt };
    },
  );

  app.get(
    "/public/data-exports/:token",
    {
      // The answer is the zip itself (application/zip), as a release's download is: only refusals are JSON.
      schema: { tags: ["accounts"], params: dataExportParamsSchema, response: errorResponses(404, 410, 429, 503) },
    },
    async (request, reply) => {
      const found = await openLink(request, request.params.token);
      const file = await context.storage.get(found.storageKey);
      if (!file) throw httpError("data_export_invalid", "unknown");
      return sendZip(reply, file, `your-data-${found.createdAt.slice(0, 10)}.zip`);
    },
  );
};
