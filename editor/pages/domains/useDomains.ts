import { useCallback, useState } from "react";
import type { CustomDomain, DomainList } from "../../../schema/api/domains";
import { errorMessageOf } from "../../../schema/errors";
import type { DomainsApi } from "../../api/domainsApi";
import { useLoadedList } from "../../shell/useLoadedList";

/**
 * The artist's addresses and the changes to them: each change answers the addresses as they now
 * are (shown from then on) and a sentence saying what it did, or the server's words why not.
 */
export function useDomains(profileId: string, api: DomainsApi) {
  const load = useCallback(() => api.listDomains(profileId), [api, profileId]);
  const { list, refresh } = useLoadedList("Your domains", load);
  const [latest, setLatest] = useState<DomainList | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const addresses = latest ?? (list.state === "ready" ? list.value : null);

  /** Runs one change; its answer is the addresses as they now are, or the server's words why not. */
  const change = async (run: () => Promise<DomainList>, said: (next: DomainList) => string) => {
    setBusy(true);
    setRefusal(null);
    setDone(null);
    try {
      const next = await run();
      setLatest(next);
      setDone(said(next));
      return true;
    } catch (error) {
      setRefusal(errorMessageOf(error, "the server did not answer"));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = (host: string) =>
    change(
      () => api.addDomain(profileId, host),
      () => `${host} added: create its DNS records, then press Check now.`,
    );
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
