import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { newArtistBodySchema, newArtistResponseSchema, ownerLinkParamsSchema, ownerLinksResponseSchema } from "../../schema/api/operator";
import { artistAddresses, passwordLinkUrl } from "../artists/artistLinks";
import { reachedAsPublicUrl } from "../artists/artistOrigin";
import { createArtist } from "../artists/createArtist";
import { issueOwnerLinks } from "../artists/ownerLink";
import { bearerToken } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestReachedAs } from "../http/siteOrigin";
import { sendNewArtistWelcome } from "../notices/artistNotices";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 409);

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The operator's token, compared in constant time (as digests, so lengths never differ). */
export function checkOperator(request: FastifyRequest, operatorToken: string | undefined): void {
  if (!operatorToken) throw httpError("operator_api_off", "off");
  const sent = bearerToken(request);
  if (!sent || !timingSafeEqual(digest(sent), digest(operatorToken))) throw httpError("unauthorized", "operatorToken");
}

/**
 * What the people running a Backline server do over HTTP (issue 17): make a new artist, as
 * `backline artist create` does. Only with the server's OPERATOR_TOKEN; without the setting the
 * API is off. The token is checked before the body is read.
 */
export const operatorRoutes: RoutePlugin = async (app, { context: { db, config, mail } }) => {
  app.post(
    "/operator/artists",
    {
      onRequest: async (request) => checkOperator(request, config.operatorToken),
      schema: {
        tags: ["operator"],
        security: [{ bearer: [] }],
        body: newArtistBodySchema,
        response: { 201: newArtistResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await createArtist(db, request.body);
      if (!result.ok) {
        if (result.problem === "domainTaken") throw httpError("domain_taken", "taken", result.domain);
        if (result.problem === "slugTaken") throw httpError("slug_taken", "taken", result.slug);
        const refusal = httpError("invalid_artist", "field", result.message);
        throw refusal.withFields({ errors: [{ pointer: `/body/${result.field}`, rule: "newArtist", message: result.message }] });
      }
      const { artist } = result;
      const addresses = artistAddresses(config, reachedAsPublicUrl(config) ?? requestReachedAs(request), artist);
      const passwordLink = passwordLinkUrl(addresses.origin, artist.passwordLink.token);
      await sendNewArtistWelcome(mail, {
        profileId: artist.profile.id,
        ownerEmail: artist.owner.email,
        artistName: artist.profile.name,
        passwordLink,
        expiresAt: artist.passwordLink.expiresAt,
        studioUrl: addresses.studio,
      });
      return reply.code(201).send({
        profileId: artist.profile.id,
        name: artist.profile.name,
        slug: artist.slug,
        domain: artist.domain,
        ownerEmail: artist.owner.email,
        siteUrl: addresses.site,
        studioUrl: addresses.studio,
        passwordLink,
        passwordLinkExpiresAt: artist.passwordLink.expiresAt,
      });
    },
  );

  app.post(
    "/operator/artists/:slug/owner-link",
    {
      onRequest: async (request) => checkOperator(request, config.operatorToken),
      schema: {
        tags: ["operator"],
        security: [{ bearer: [] }],
        params: ownerLinkParamsSchema,
        response: { 200: ownerLinksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const links = await issueOwnerLinks(db, mail, config, reachedAsPublicUrl(config) ?? requestReachedAs(request), request.params.slug);
      if (links === null) throw httpError("not_found", "artist");
      return {
        links: links.map(({ ownerEmail, passwordLink, passwordLinkExpiresAt, studioUrl }) => ({
          ownerEmail,
          passwordLink,
          passwordLinkExpiresAt,
          studioUrl,
        })),
      };
    },
  );
};
