import type { FastifyRequest } from "fastify";
import { profileParamsSchema } from "../../schema/api/common";
import { type NameAndAddress, nameAndAddressInputSchema, nameAndAddressSchema } from "../../schema/api/nameAndAddress";
import { validateSlug } from "../../schema/rules/artistSlug";
import { checkArtistName } from "../../schema/rules/newArtist";
import { artistOrigin, reachedAsPublicUrl } from "../artists/artistOrigin";
import { DEFAULT_PLATFORM_DOMAIN } from "../config";
import { findArtistAddress, findProfile, renameProfile } from "../data/profiles";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { forgetPrimaryAddresses } from "../http/primaryAddressRedirect";
import { forgetArtists } from "../http/profile";
import { requestReachedAs } from "../http/siteOrigin";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409);

/**
 * Site settings › Name and address (issue 34, item 10): the artist's name (the site's header,
 * footer and page titles, the sender of fans' mail) and their address name, `<slug>.<platformDomain>`.
 * A new address name takes effect at once and the old one stops answering: nothing keeps it for
 * the artist, so another artist may take it later (the studio says so before it saves).
 */
export const nameAndAddressRoutes: RoutePlugin = async (app, { context: { db, config } }) => {
  const platformDomain = config.platformDomain ?? DEFAULT_PLATFORM_DOMAIN;

  async function nameAndAddressOf(request: FastifyRequest, profileId: string): Promise<NameAndAddress> {
    const [profile, address] = await Promise.all([findProfile(db, profileId), findArtistAddress(db, profileId)]);
    if (!profile || !address) throw httpError("not_found", "profile");
    const origin = artistOrigin(address, platformDomain, reachedAsPublicUrl(config) ?? requestReachedAs(request));
    return {
      name: profile.name,
      slug: address.slug,
      platformDomain,
      subdomain: `${address.slug}.${platformDomain}`,
      siteUrl: `${origin}/`,
      studioUrl: `${origin}/studio`,
    };
  }

  app.get(
    "/name-and-address",
    { schema: { tags: ["artist"], params: profileParamsSchema, response: { 200: nameAndAddressSchema, ...errors } } },
    async (request) => nameAndAddressOf(request, request.params.profileId),
  );

  app.put(
    "/name-and-address",
    {
      // The site's name and address are the owners' to change.
      config: { studioRole: "owner" },
      schema: {
        tags: ["artist"],
        params: profileParamsSchema,
        body: nameAndAddressInputSchema,
        response: { 200: nameAndAddressSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const name = checkArtistName(request.body.name);
      if (!name.ok) throw httpError("artist_name_invalid", name.problem);
      const slug = validateSlug(request.body.slug);
      if (!slug.ok)
        throw slug.problem === "reserved" ? httpError("slug_invalid", "reserved", slug.slug) : httpError("slug_invalid", "format");
      const renamed = await renameProfile(db, profileId, { name: name.value, slug: slug.value });
      if (renamed === "notFound") throw httpError("not_found", "profile");
      if (renamed === "slugTaken") throw httpError("slug_taken", "taken", slug.value);
      // This server's next request sees the new name and address at once (the published pages and
      // their rendered HTML are forgotten by the profiles table's trigger, on every server).
      forgetArtists(db);
      forgetPrimaryAddresses(db);
      return nameAndAddressOf(request, profileId);
    },
  );
};
