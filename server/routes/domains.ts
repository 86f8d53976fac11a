import { randomBytes } from "node:crypto";
import { profileParamsSchema } from "../../schema/api/common";
import {
  type CustomDomain,
  type DomainList,
  domainInputSchema,
  domainListSchema,
  domainParamsSchema,
  primaryAddressInputSchema,
} from "../../schema/api/domains";
import { checkCustomDomain, MAX_DOMAINS_PER_ARTIST, verificationRecordName } from "../../schema/rules/customDomain";
import { normalizeDomain } from "../../schema/rules/newArtist";
import { DEFAULT_PLATFORM_DOMAIN } from "../config";
import {
  claimCheck,
  countDomains,
  type DomainRow,
  deleteDomain,
  domainHolder,
  findDomain,
  insertDomain,
  listDomains,
  setPrimaryDomain,
} from "../data/domains";
import { findProfileSlug } from "../data/profiles";
import { checkDelayMs, checkDomain } from "../domains/domainChecks";
import { domainResolver } from "../domains/domainResolver";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { forgetPrimaryAddresses } from "../http/primaryAddressRedirect";
import { forgetArtistAddress, forgetHost } from "../http/profile";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 409, 429);

/** Check now looks at a domain's DNS at most this often: pressed again and again, it must not hammer DNS servers. */
export const CHECK_NOW_COOL_DOWN_MS = 10_000;

function domainView(row: DomainRow, subdomain: string): CustomDomain {
  const verified = row.verifiedAt !== null;
  return {
    host: row.host,
    status: verified ? "verified" : row.nextCheckAt === null ? "stopped" : "checking",
    isPrimary: verified && row.isPrimary,
    problem: verified ? null : row.checkProblem,
    checkedAt: row.checkedAt,
    nextCheckAt: row.nextCheckAt,
    records: verified
      ? []
      : [
          { type: "CNAME", name: row.host, value: subdomain },
          { type: "TXT", name: verificationRecordName(row.host), value: row.token },
        ],
  };
}

/**
 * Custom domains from the studio (issue 31): an editor adds a domain, sees the DNS records to
 * create, has them checked (Check now; a job also looks again with backoff), chooses the primary
 * address, removes a domain. A domain serves the artist once verified; another artist's is refused.
 */
export const domainRoutes: RoutePlugin = async (app, { context: { db, config, clock } }) => {
  const platformDomain = config.platformDomain ?? DEFAULT_PLATFORM_DOMAIN;
  const checks = { db, resolver: domainResolver(config.dnsServers), clock, platformDomain };

  async function domainList(profileId: string): Promise<DomainList> {
    const slug = await findProfileSlug(db, profileId);
    if (!slug) throw httpError("not_found", "profile");
    const subdomain = `${slug}.${platformDomain}`;
    const domains = (await listDomains(db, profileId)).map((row) => domainView(row, subdomain));
    const primary = domains.find((domain) => domain.isPrimary);
    return { subdomain, primaryAddress: primary?.host ?? subdomain, domains };
  }

  /** A domain as typed in a path: the same normalization as when it was added. */
  // Fastify has decoded the path once; decoding again would turn `%2500` into a NUL.
  const domainOf = (raw: string) => normalizeDomain(raw);

  app.get(
    "/domains",
    { schema: { tags: ["domains"], params: profileParamsSchema, response: { 200: domainListSchema, ...errors } } },
    async (request) => {
      return domainList(request.params.profileId);
    },
  );

  app.post(
    "/domains",
    {
      // The site's addresses are the owners' to change.
      config: { studioRole: "owner" },
      schema: { tags: ["domains"], params: profileParamsSchema, body: domainInputSchema, response: { 201: domainListSchema, ...errors } },
    },
    async (request, reply) => {
      const { profileId } = request.params;
      const checked = checkCustomDomain(request.body.domain, platformDomain);
      if (!checked.ok)
        throw checked.problem === "platform"
          ? httpError("domain_invalid", "platform", platformDomain)
          : httpError("domain_invalid", checked.problem);
      const host = checked.value;
      if ((await countDomains(db, profileId)) >= MAX_DOMAINS_PER_ARTIST) throw httpError("domain_limit", "tooMany", MAX_DOMAINS_PER_ARTIST);
      const nowMs = clock.now();
      const token = `backline-${randomBytes(16).toString("hex")}`;
      if (!(await insertDomain(db, { host, profileId, token, nowMs, firstCheckAt: nowMs + checkDelayMs(1) }))) {
        const holder = await domainHolder(db, host);
        throw holder === profileId ? httpError("domain_added", "already", host) : httpError("domain_taken", "taken", host);
      }
      return reply.code(201).send(await domainList(profileId));
    },
  );

  app.post(
    "/domains/:domain/check",
    {
      config: { studioRole: "owner" },
      schema: { tags: ["domains"], params: domainParamsSchema, response: { 200: domainListSchema, ...errors } },
    },
    async (request) => {
      const { profileId } = request.params;
      const domain = await findDomain(db, profileId, domainOf(request.params.domain));
      if (!domain) throw httpError("not_found", "domain");
      if (domain.verifiedAt === null) {
        const claimed = await claimCheck(db, domain.host, clock.now(), CHECK_NOW_COOL_DOWN_MS);
        if (!claimed.ok) {
          const seconds = Math.max(1, Math.ceil((Date.parse(claimed.checkedAt) + CHECK_NOW_COOL_DOWN_MS - clock.now()) / 1000));
          throw httpError("rate_limited", "tooOften", seconds).withHeaders({ "retry-after": String(seconds) });
        }
        await checkDomain(checks, domain);
      }
      return domainList(profileId);
    },
  );

  app.put(
    "/primary-address",
    {
      config: { studioRole: "owner" },
      schema: {
        tags: ["domains"],
        params: profileParamsSchema,
        body: primaryAddressInputSchema,
        response: { 200: domainListSchema, ...errors },
      },
    },
    async (request) => {
      const { profileId } = request.params;
      const current = await domainList(profileId);
      const address = normalizeDomain(request.body.address);
      if (address === current.subdomain) await setPrimaryDomain(db, profileId, null);
      else {
        const domain = current.domains.find((candidate) => candidate.host === address);
        if (!domain) throw httpError("domain_invalid", "unknownAddress", address.slice(0, 100));
        if (domain.status !== "verified") throw httpError("domain_not_verified", "notVerified", address);
        if (!(await setPrimaryDomain(db, profileId, address))) throw httpError("domain_not_verified", "notVerified", address);
      }
      forgetPrimaryAddresses(db);
      forgetArtistAddress(db, profileId);
      return domainList(profileId);
    },
  );

  app.delete(
    "/domains/:domain",
    {
      config: { studioRole: "owner" },
      schema: { tags: ["domains"], params: domainParamsSchema, response: { 200: domainListSchema, ...errors } },
    },
    async (request) => {
      const { profileId } = request.params;
      const host = domainOf(request.params.domain);
      // The subdomain is not in the table: removing a domain, even the primary one, leaves it serving.
      if (!(await deleteDomain(db, profileId, host))) throw httpError("not_found", "domain");
      forgetHost(db, host);
      forgetPrimaryAddresses(db);
      forgetArtistAddress(db, profileId);
      return domainList(profileId);
    },
  );
};
