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
import { signedMediaUrl } from "../security/mediaSignature";
import { isPrivateKey, storageKeyOfMediaUrl } from "../storage/mediaKeys";
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
 * address is the key, checked with the membership and the post's tier on every request. Audio is
 * answered with a redirect to a short-lived signed link of the file (the media route streams it,
 * with byte ranges), so no address that lasts opens a locked file without the token.
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

  app.get("/feed/private/:token/media/:postId/:mediaId", { schema: { hide: true, params: mediaParamsSchema } }, async (request, reply) => {
    const { token, postId, mediaId } = request.params;
    const owner = await feedOwnerOf(request, db, config, token);
    const access = await findPostAccess(db, owner.profileId, postId, owner.accountId);
    if (!access?.hasAccess) throw httpError("not_found", "file");
    const url = await findPostMediaUrl(db, owner.profileId, postId, mediaId);
    const key = url === null ? null : storageKeyOfMediaUrl(url);
    if (key === null) throw httpError("not_found", "file");
    const origin = await siteOriginOf(request, db, config, owner.profileId);
    const location = isPrivateKey(key) ? signedMediaUrl(config.uploadSecret, key, clock.now()) : (url as string);
    return reply.headers(PRIVATE_HEADERS).redirect(`${origin}${location}`, 302);
  });
};
