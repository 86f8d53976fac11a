import { profileParamsSchema } from "../../schema/api/common";
import {
  type Redirect,
  type RedirectImportResult,
  redirectImportResultSchema,
  redirectImportSchema,
  redirectListSchema,
  redirectQuerySchema,
  redirectSchema,
} from "../../schema/api/redirects";
import { checkRedirect, type RedirectRefusal } from "../../schema/rules/checkRedirect";
import { checkRedirectFrom, MAX_REDIRECTS } from "../../schema/rules/redirects";
import { countRedirects, deleteRedirect, existingRedirectPaths, listRedirects, saveRedirects } from "../data/redirects";
import { errorResponses } from "../http/errorResponses";
import { HttpError, httpError } from "../http/httpError";
import { readRedirectCsv } from "../redirects/readRedirectCsv";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409);

/**
 * Redirects from the studio (issue 39, item 7): an artist's old paths sent on to pages of their
 * site, added one at a time or imported from a file (previewed first). Every answer is the list as
 * it now is. The site follows them (server/ssr/sitePages.ts) for paths no page answers.
 */
export const redirectRoutes: RoutePlugin = async (app, { context: { db } }) => {
  const list = async (profileId: string) => ({ redirects: await listRedirects(db, profileId) });

  app.get(
    "/redirects",
    { schema: { tags: ["redirects"], params: profileParamsSchema, response: { 200: redirectListSchema, ...errors } } },
    async (request) => list(request.params.profileId),
  );

  app.put(
    "/redirects",
    {
      schema: { tags: ["redirects"], params: profileParamsSchema, body: redirectSchema, response: { 200: redirectListSchema, ...errors } },
    },
    async (request) => {
      const { profileId } = request.params;
      const checked = checkRedirect(request.body);
      if (!checked.ok) {
        const [first] = checked.refusals as [RedirectRefusal];
        throw new HttpError("redirect_invalid", first.problem, first.message).withFields({
          errors: checked.refusals.map((each) => ({ pointer: `/body/${each.field}`, rule: each.problem, message: each.message })),
        });
      }
      const replacing = (await existingRedirectPaths(db, profileId, [checked.value.fromPath])).size > 0;
      if (!replacing && (await countRedirects(db, profileId)) >= MAX_REDIRECTS) throw httpError("redirect_limit", "tooMany");
      await saveRedirects(db, profileId, [checked.value]);
      return list(profileId);
    },
  );

  app.delete(
    "/redirects",
    {
      schema: {
        tags: ["redirects"],
        params: profileParamsSchema,
        querystring: redirectQuerySchema,
        response: { 200: redirectListSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const from = checkRedirectFrom(request.query.fromPath);
      if (!from.ok || !(await deleteRedirect(db, profileId, from.value))) throw httpError("not_found", "redirect");
      return list(profileId);
    },
  );

  app.post(
    "/redirects/import",
    {
      schema: {
        tags: ["redirects"],
        params: profileParamsSchema,
        body: redirectImportSchema,
        response: { 200: redirectImportResultSchema, ...errors },
      },
    },
    async (request): Promise<RedirectImportResult> => {
      const { profileId } = request.params;
      const read = readRedirectCsv(request.body.csv);
      if (read.tooLong) throw httpError("redirect_limit", "tooMany");
      const existing = await existingRedirectPaths(
        db,
        profileId,
        read.redirects.map((redirect: Redirect) => redirect.fromPath),
      );
      const added = read.redirects.length - existing.size;
      if ((await countRedirects(db, profileId)) + added > MAX_REDIRECTS) throw httpError("redirect_limit", "tooMany");
      if (request.body.apply) await saveRedirects(db, profileId, read.redirects);
      return { rows: read.rows, added, replaced: existing.size, problems: [...read.problems], ...(await list(profileId)) };
    },
  );
};
