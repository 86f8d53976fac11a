import { profileParamsSchema } from "../../schema/api/common";
import {
  type ImportedPurchasePage,
  importedPurchasePageSchema,
  importedPurchaseQuerySchema,
  MAX_PLATFORM_IMPORT_BYTES,
  MAX_PLATFORM_IMPORT_ROWS,
  type PlatformImportResult,
  type PlatformImportSummary,
  platformImportBodySchema,
  platformImportListSchema,
  platformImportParamsSchema,
  platformImportResultSchema,
  platformImportSummarySchema,
} from "../../schema/api/platformImports";
import { actorName } from "../data/auditLog";
import { findEmailList } from "../data/emailLists";
import { listImportedPurchases } from "../data/importedPurchases";
import { countPlatformImport } from "../data/platformImportCounts";
import { listPlatformImports, startPlatformImport, undoPlatformImport } from "../data/platformImports";
import { pageForRole, refuseAddressSearch } from "../http/buyerAddresses";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import { patronTierMapping } from "../imports/patronTiers";
import { PLATFORM_NAMES } from "../imports/platformNames";
import { readPlatformCsv } from "../imports/platformRows";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409);

/**
 * Imports from other platforms (issue 40, item 3), owners only (a file of people's addresses):
 * a file is previewed (its counts and problems, nothing written), then run into a list, listed
 * with its counts and who ran it, and undone as a whole. A Patreon export makes its members fans
 * (accounts without a password, invited by email) with the tiers the artist mapped, complimentary
 * until they subscribe here.
 */
export const platformImportRoutes: RoutePlugin = async (app, { context }) => {
  const { db, clock, platformImports } = context;

  app.post(
    "/imports",
    {
      config: { studioRole: "owner" },
      // The CSV travels as JSON text: a little room over the file's own limit for the rest of the body.
      bodyLimit: MAX_PLATFORM_IMPORT_BYTES * 2 + 4096,
      schema: {
        tags: ["imports"],
        params: profileParamsSchema,
        body: platformImportBodySchema,
        response: { 200: platformImportResultSchema, 202: platformImportResultSchema, ...errors },
      },
    },
    async (request, reply): Promise<PlatformImportResult> => {
      const { profileId } = request.params;
      const { csv, platform, emailListId, run } = request.body;
      if (emailListId !== undefined && !(await findEmailList(db, profileId, emailListId))) throw httpError("not_found", "emailList");
      const read = readPlatformCsv(csv, platform ?? null);
      if (!read.ok) {
        if (read.reason === "tooManyRows") throw httpError("bad_request", "importTooLong", MAX_PLATFORM_IMPORT_ROWS);
        if (read.reason === "unknownFormat") throw httpError("import_format_unknown", "unknown");
        throw httpError(
          "import_columns_missing",
          "missing",
          PLATFORM_NAMES[platform ?? "mailchimp"],
          read.missing.map((name) => `"${name}"`).join(", "),
        );
      }
      const listId = emailListId ?? null;
      // Patreon's members become fans here, each tier of the file mapped to one of the artist's or to none.
      const mapping = read.platform === "patreon" ? await patronTierMapping(db, profileId, read.people, request.body.tiers ?? []) : null;
      // A sales report's buyers become fans too (no tier, never invited), each with their purchase history.
      const making = mapping?.making ?? (read.platform === "bandcampSales" ? { tierIds: new Map<string, string | null>() } : null);
      const counts = await countPlatformImport(db, profileId, listId, read.people, making);
      const result = { platform: read.platform, rows: read.rows, counts, problems: [...read.problems], tiers: mapping?.tiers ?? [] };
      if (!run) return { ...result, importId: null };
      const { editor } = studioOf(request);
      const importId = await startPlatformImport(db, {
        profileId,
        platform: read.platform,
        emailListId: listId,
        runBy: actorName(editor),
        people: read.people,
        counts,
        now: new Date(clock.now()),
        making,
      });
      await auditStudio(request, db, "platform_import_run", `${PLATFORM_NAMES[read.platform]} (${counts.people})`);
      // Written by a job, batch by batch: the answer comes at once, and the studio polls the list for progress.
      await platformImports.write(importId);
      reply.code(202);
      return { ...result, importId };
    },
  );

  app.get(
    "/imports",
    {
      config: { studioRole: "owner" },
      schema: { tags: ["imports"], params: profileParamsSchema, response: { 200: platformImportListSchema, ...errors } },
    },
    async (request) => (await listPlatformImports(db, request.params.profileId)) as PlatformImportSummary[],
  );

  // Purchase history imported from other platforms, in Orders, as the orders are: a viewer reads no buyer's address.
  app.get(
    "/orders/imported",
    {
      schema: {
        tags: ["orders"],
        params: profileParamsSchema,
        querystring: importedPurchaseQuerySchema,
        response: { 200: importedPurchasePageSchema, ...errors },
      },
    },
    async (request) => {
      const { search = "", offset = 0, limit = 25 } = request.query;
      const studio = studioOf(request);
      refuseAddressSearch(studio, search);
      const page = await listImportedPurchases(db, request.params.profileId, { search, offset, limit });
      return pageForRole(studio, page) as ImportedPurchasePage;
    },
  );

  app.post(
    "/imports/:importId/undo",
    {
      config: { studioRole: "owner" },
      schema: { tags: ["imports"], params: platformImportParamsSchema, response: { 200: platformImportSummarySchema, ...errors } },
    },
    async (request) => {
      const { profileId, importId } = request.params;
      const undone = await undoPlatformImport(db, profileId, importId, new Date(clock.now()));
      if (!undone) {
        const known = (await listPlatformImports(db, profileId)).some((each) => each.id === importId);
        throw known ? httpError("import_not_undoable", "undone") : httpError("not_found", "platformImport");
      }
      await auditStudio(
        request,
        db,
        "platform_import_undone",
        `${PLATFORM_NAMES[undone.platform as keyof typeof PLATFORM_NAMES]} (${undone.counts.people})`,
      );
      return undone as PlatformImportSummary;
    },
  );
};
