import { api } from "../../client/api/client";
import type { DomainList } from "../../schema/api/domains";
import { studioCall } from "./studioCall";

const domainPath = (profileId: string, host: string) => `profiles/${profileId}/domains/${encodeURIComponent(host)}`;

/** The studio's calls about custom domains (issue 31); each answers the artist's addresses as they now are. */
export const domainsApi = {
  listDomains: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/domains`).json<DomainList>()),
  addDomain: (profileId: string, domain: string) =>
    studioCall(() => api().post(`profiles/${profileId}/domains`, { json: { domain } }).json<DomainList>()),
  /** Looks at the domain's DNS records now (at most every few seconds). */
  checkDomain: (profileId: string, host: string) =>
    studioCall(() =>
      api()
        .post(`${domainPath(profileId, host)}/check`)
        .json<DomainList>(),
    ),
  /** `address`: a verified domain, or the subdomain. */
  makePrimary: (profileId: string, address: string) =>
    studioCall(() => api().put(`profiles/${profileId}/primary-address`, { json: { address } }).json<DomainList>()),
  removeDomain: (profileId: string, host: string) => studioCall(() => api().delete(domainPath(profileId, host)).json<DomainList>()),
};

export type DomainsApi = typeof domainsApi;
