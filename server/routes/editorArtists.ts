import { profileParamsSchema } from "../../schema/api/common";
import { editorArtistsSchema } from "../../schema/api/editorArtists";
import { artistOriginOf, reachedAsPublicUrl } from "../artists/artistOrigin";
import { findOtherArtistsOfEditor } from "../data/editors";
import { errorResponses } from "../http/errorResponses";
import { requestReachedAs } from "../http/siteOrigin";
import { studioOf } from "../http/studioScope";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400);

/**
 * The studio's artist switcher (issue 31): the studio on an artist's address edits that artist, so
 * an editor of several goes to each one's own studio, where that artist's session is kept.
 */
export const editorArtistRoutes: RoutePlugin = async (app, { context: { db, config } }) => {
  app.get(
    "/editor/artists",
    { schema: { tags: ["editor"], params: profileParamsSchema, response: { 200: editorArtistsSchema, ...errors } } },
    async (request) => {
      const { editor } = studioOf(request);
      const reached = reachedAsPublicUrl(config) ?? requestReachedAs(request);
      const artists = [];
      for (const artist of await findOtherArtistsOfEditor(db, editor.id)) {
        const origin = await artistOriginOf(db, artist.id, config, reached);
        if (origin) artists.push({ name: artist.name, studioUrl: `${origin}/studio` });
      }
      return { artists };
    },
  );
};
