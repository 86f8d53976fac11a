import { useCallback } from "react";
import type { CustomDomain, DomainList } from "../../../schema/api/domains";
import type { DomainsApi } from "../../api/domainsApi";
import { useAnsweredChanges } from "../../shell/useAnsweredChanges";

/**
 * The artist's addresses and the changes to them: each change answers the addresses as they now
 * are (shown from then on) and a sentence saying what it did, or the server's words why not.
 */
export function useDomains(profileId: string, api: DomainsApi) {
  const load = useCallback(() => api.listDomains(profileId), [api, profileId]);
  const {
    list,
    refresh,
    shown: addresses,
    busy,
    refusal,
    done,
    change,
  } = useAnsweredChanges("Your domains", load, (answer: DomainList) => answer);

  const add = async (host: string) =>
    (await change(
      () => api.addDomain(profileId, host),
      () => `${host} added: create its DNS records, then press Check now.`,
    )) !== null;
  const check = (host: string) =>
    change(
      () => api.checkDomain(profileId, host),
      (next) =>
        next.domains.find((domain) => domain.host === host)?.status === "verified"
          ? `${host} is verified: it serves your site.`
          : `${host} was checked: its records are not all there yet.`,
    );
  const makePrimary = (address: string) =>
    change(
      () => api.makePrimary(profileId, address),
      () => `${address} is your primary address: your other addresses send fans there.`,
    );
  const remove = (domain: CustomDomain) =>
    change(
      () => api.removeDomain(profileId, domain.host),
      (next) => `${domain.host} removed. Your site is at ${next.primaryAddress}.`,
    );

  return { list, refresh, addresses, busy, refusal, done, add, check, makePrimary, remove };
}
