import type { FastifyRequest } from "fastify";
import type { ServerConfig } from "../config";
import { findMemberFeedOwner, findPostMediaUrl, type MemberFeedOwner } from "../data/memberFeeds";
import { findPostAccess } from "../data/posts";
import type { Queryable } from "../db/database";
import { memberFeedChannel } from "../feeds/memberFeed";
import { MEMBER_FEED_TOKEN_PATTERN, memberFeedTokenHash } from "../feeds/memberFeedToken";
import { rssFeed } from "../feeds/rss";
import { httpError } from "../http/httpError";
import { hostArtistOf, siteOriginOf } from "../http/siteOrigin";
import { sendStoredFile } from "../media/sendStoredFile";
import { storageKeyOfMediaUrl } from "../storage/mediaKeys";
import type { RoutePlugin } from "./plugin";

const TOKEN = MEMBER_FEED_TOKEN_PATTERN.slice(1, -1);

const feedParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["file"],
  properties: { file: { type: "string", pattern: `^${TOKEN}\\.rss$` } },
} as const;

const mediaParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["token", "postId", "mediaId"],
  properties: {
    token: { type: "string", pattern: MEMBER_FEED_TOKEN_PATTERN },
    postId: { type: "string", pattern: "^[A-Za-z0-9_-]{1,64}$" },
    mediaId: { type: "string", pattern: "^[A-Za-z0-9_-]{1,64}$" },
  },
} as const;

/** How long a presigned address of a feed's audio works: enough to start a download, which then runs on. */
const PRESIGNED_SECONDS = 10 * 60;

/** A feed's answers are the member's own: no cache keeps them, no search engine lists them. */
const PRIVATE_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow", "referrer-policy": "no-referrer" };

/**
 * The member a token opens for on this host: 404 for a token never issued, reset, or another
 * artist's (their site is elsewhere); 410 once the membership ended, so podcast apps stop asking.
 */
async function feedOwnerOf(request: FastifyRequest, db: Queryable, config: ServerConfig, token: string): Promise<MemberFeedOwner> {
  const artist = await hostArtistOf(request, db, config);
  const owner = await findMemberFeedOwner(db, memberFeedTokenHash(token));
  if (!owner || owner.profileId !== artist.id) throw httpError("not_found", "memberFeed");
  if (!owner.active) throw httpError("member_feed_ended", "ended");
  return owner;
}

/**
 * A member's private podcast feed (issue 37, item 5), /feed/private/<token>.rss, and its audio,
 * /feed/private/<token>/media/<post>/<media>. A podcast app sends no cookie: the token in the
 * address is the key, checked with the membership and the post's tier on every request, the
 * audio's byte ranges too (podcast apps seek and resume), so a reset or the membership's end stops
 * the audio at once and no address that lasts opens a locked file without the token.
 */
export const memberFeedRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config, clock, storage } = context;

  app.get("/feed/private/:file", { schema: { hide: true, params: feedParamsSchema } }, async (request, reply) => {
    const token = request.params.file.slice(0, -".rss".length);
    const owner = await feedOwnerOf(request, db, config, token);
    const artist = await hostArtistOf(request, db, config);
    const origin = await siteOriginOf(request, db, config, artist.id);
    const channel = await memberFeedChannel(db, storage, {
      artist,
      accountId: owner.accountId,
      token,
      origin,
      nowMs: clock.now(),
    });
    return reply
      .headers(PRIVATE_HEADERS)
      .type("application/rss+xml; charset=utf-8")
      .send(rssFeed(channel, { podcast: { author: artist.name } }));
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/feed/private/:token/media/:postId/:mediaId",
    // Audio is compressed already, and byte ranges count the stored bytes.
    compress: false,
    schema: { hide: true, params: mediaParamsSchema },
    handler: async (request, reply) => {
      const { token, postId, mediaId } = request.params;
      const owner = await feedOwnerOf(request, db, config, token);
      const access = await findPostAccess(db, owner.profileId, postId, owner.accountId);
      if (!access?.hasAccess) throw httpError("not_found", "file");
      const url = await findPostMediaUrl(db, owner.profileId, postId, mediaId);
      const key = url === null ? null : storageKeyOfMediaUrl(url);
      if (key === null) throw httpError("not_found", "file");
      reply.header("x-robots-tag", PRIVATE_HEADERS["x-robots-tag"]).header("referrer-policy", PRIVATE_HEADERS["referrer-policy"]);
      // A store that presigns downloads (S3) serves the bytes itself, by an address that lasts minutes, not the feed's life.
      if (storage.presignDownload && request.method === "GET") {
        const location = await storage.presignDownload(key, { expiresInSeconds: PRESIGNED_SECONDS });
        return reply.header("cache-control", PRIVATE_HEADERS["cache-control"]).redirect(location, 302);
      }
      return sendStoredFile(request, reply, storage, key, PRIVATE_HEADERS["cache-control"]);
    },
  });
};
