import { profileParamsSchema } from "../../schema/api/common";
import {
  releaseDeletionSchema,
  releaseInputSchema,
  releasePageSchema,
  releaseParamsSchema,
  releaseQuerySchema,
  type StudioRelease,
  studioReleaseSchema,
} from "../../schema/api/releases";
import { requestPreviewsOfRelease } from "../audio/audioWork";
import { createRelease, deleteRelease, findStudioRelease, listStudioReleases, replaceRelease } from "../data/studioReleases";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { deleteUnusedFiles } from "../media/deleteUnusedFiles";
import { sendAnnouncementIfOut } from "../releaseAnnouncements/sendAnnouncement";
import { isPrivateKey, storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { RoutePlugin } from "./plugin";
import { resolveReleaseInput } from "./releaseInput";
import { trackAudioRoutes } from "./trackAudio";
import { trackAudioStateRoutes } from "./trackAudioStates";

const errors = errorResponses(400, 404);

/** The private audio files a release's tracks name. */
function trackAudioUrls(release: StudioRelease): string[] {
  return release.variants.flatMap((variant) =>
    variant.tracks.flatMap((track) =>
      track.media
        .map((item) => item.url)
        .filter((url) => {
          const key = storageKeyOfMediaUrl(url);
          return key !== null && isPrivateKey(key);
        }),
    ),
  );
}

/**
 * The artist's releases (issue 17): editors list them in every state, add, change (the whole
 * release, tracks in their order, at the version they loaded) and delete them. Fans see only
 * published ones, through the public catalogue.
 */
export const releaseRoutes: RoutePlugin = async (app, { context }) => {
  const { db, storage, audio } = context;

  app.get(
    "/releases",
    {
      schema: {
        tags: ["releases"],
        params: profileParamsSchema,
        querystring: releaseQuerySchema,
        response: { 200: releasePageSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const { search = "", status, offset = 0, limit = 25 } = request.query;
      return listStudioReleases(db, profileId, { search, offset, limit, ...(status ? { status } : {}) });
    },
  );

  app.get(
    "/releases/:releaseId",
    { schema: { tags: ["releases"], params: releaseParamsSchema, response: { 200: studioReleaseSchema, ...errors } } },
    async (request) => {
      const { profileId, releaseId } = request.params;
      const release = await findStudioRelease(db, profileId, releaseId);
      if (!release) throw httpError("not_found", "release");
      return release;
    },
  );

  app.post(
    "/releases",
    {
      schema: {
        tags: ["releases"],
        params: profileParamsSchema,
        body: releaseInputSchema,
        response: { 201: studioReleaseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { profileId } = request.params;
      const release = await resolveReleaseInput(db, profileId, request.body, null);
      const created = await createRelease(db, profileId, release);
      await requestPreviewsOfRelease(db, audio, created);
      return reply.code(201).send(created);
    },
  );

  app.put(
    "/releases/:releaseId",
    {
      schema: {
        tags: ["releases"],
        params: releaseParamsSchema,
        body: releaseInputSchema,
        response: { 200: studioReleaseSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => {
      const { profileId, releaseId } = request.params;
      const existing = await findStudioRelease(db, profileId, releaseId);
      if (!existing) throw httpError("not_found", "release");
      const release = await resolveReleaseInput(db, profileId, request.body, existing);
      const saved = await replaceRelease(db, profileId, releaseId, release, request.body.version);
      if (saved === null) throw httpError("not_found", "release");
      if (saved === "stale") throw httpError("conflict", "releaseStale");
      await deleteUnusedFiles(db, storage, trackAudioUrls(existing));
      await requestPreviewsOfRelease(db, audio, saved);
      // A draft published with an announcement waiting is announced now (issue 37), not a minute later.
      await sendAnnouncementIfOut(context, profileId, releaseId);
      return saved;
    },
  );

  app.delete(
    "/releases/:releaseId",
    { schema: { tags: ["releases"], params: releaseParamsSchema, response: { 200: releaseDeletionSchema, ...errors } } },
    async (request) => {
      const { profileId, releaseId } = request.params;
      const existing = await findStudioRelease(db, profileId, releaseId);
      const outcome = existing ? await deleteRelease(db, profileId, releaseId) : null;
      if (!existing || outcome === null) throw httpError("not_found", "release");
      // An archived release keeps its files: they are what its buyers download.
      if (outcome === "deleted") await deleteUnusedFiles(db, storage, trackAudioUrls(existing));
      return { ok: true as const, outcome };
    },
  );

  await app.register(trackAudioRoutes, { context });
  await app.register(trackAudioStateRoutes, { context });
};
