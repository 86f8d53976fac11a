import { profileParamsSchema } from "../../schema/api/common";
import { studioHomeSchema } from "../../schema/api/studioHome";
import { artistOriginOf, reachedAsPublicUrl } from "../artists/artistOrigin";
import { findProfile } from "../data/profiles";
import { readStudioHome } from "../data/studioHome";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestReachedAs } from "../http/siteOrigin";
import type { RoutePlugin } from "./plugin";

/** The studio's home (issue 34, item 14): the first-run steps, the artist's numbers, and where their site is. */
export const studioHomeRoutes: RoutePlugin = async (app, { context: { db, config } }) => {
  app.get(
    "/home",
    { schema: { tags: ["artist"], params: profileParamsSchema, response: { 200: studioHomeSchema, ...errorResponses(404) } } },
    async (request) => {
      const { profileId } = request.params;
      const [profile, origin] = await Promise.all([
        findProfile(db, profileId),
        artistOriginOf(db, profileId, config, reachedAsPublicUrl(config) ?? requestReachedAs(request)),
      ]);
      if (!profile || origin === null) throw httpError("not_found", "profile");
      return { ...(await readStudioHome(db, profileId, profile.name)), siteUrl: `${origin}/` };
    },
  );
};
