import { type FormEvent, useCallback, useId, useState } from "react";
import type { CustomDomain, DomainList } from "../../../schema/api/domains";
import { errorMessage, errorMessageOf } from "../../../schema/errors";
import { checkCustomDomain } from "../../../schema/rules/customDomain";
import type { DomainsApi } from "../../api/domainsApi";
import { AdminField } from "../../app/AdminField";
import { ListStates } from "../../app/ListStates";
import { studioDateTime } from "../../app/studioDateTime";
import { useLoadedList } from "../../app/useLoadedList";
import { DnsRecords } from "./DnsRecords";
import { RemoveDomainDialog } from "./RemoveDomainDialog";

/** A domain's state in words: what the artist reads beside it. */
function statusInWords(domain: CustomDomain): string {
  if (domain.status === "verified") return domain.isPrimary ? "Verified · primary address" : "Verified";
  if (domain.status === "stopped")
    return ["Not found after a week of checks.", domain.problem, "Fix the records, then press Check now."].filter(Boolean).join(" ");
  const next = domain.nextCheckAt ? ` We look again by ${studioDateTime(domain.nextCheckAt)}.` : "";
  return `Checking… ${domain.problem ?? "Create the records below, then press Check now."}${next}`;
}

/**
 * Site settings › Domains (issue 31): the artist's own domains, each with its state and, until it
 * is verified, the DNS records to create; Check now, Make primary and Remove (asked first). The
 * subdomain is always there and can be made the primary address again.
 */
export function DomainsSection({ profileId, api }: { readonly profileId: string; readonly api: DomainsApi }) {
  const headingId = useId();
  const load = useCallback(() => api.listDomains(profileId), [api, profileId]);
  const { list, refresh } = useLoadedList("Your domains", load);
  const [latest, setLatest] = useState<DomainList | null>(null);
  const [typed, setTyped] = useState("");
  const [fieldProblem, setFieldProblem] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<CustomDomain | null>(null);
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

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!addresses) return;
    const platformDomain = addresses.subdomain.slice(addresses.subdomain.indexOf(".") + 1);
    const checked = checkCustomDomain(typed, platformDomain);
    if (!checked.ok) {
      setFieldProblem(
        checked.problem === "platform"
          ? errorMessage("domain_invalid", "platform", platformDomain)
          : errorMessage("domain_invalid", checked.problem),
      );
      return;
    }
    setFieldProblem(undefined);
    const added = await change(
      () => api.addDomain(profileId, checked.value),
      () => `${checked.value} added: create its DNS records, then press Check now.`,
    );
    if (added) setTyped("");
  };

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
  const remove = (domain: CustomDomain) => {
    setRemoving(null);
    void change(
      () => api.removeDomain(profileId, domain.host),
      (next) => `${domain.host} removed. Your site is at ${next.primaryAddress}.`,
    );
  };

  return (
    <section className="site-settings__section" aria-labelledby={headingId} data-site-section="domains">
      <h3 className="site-settings__heading" id={headingId} tabIndex={-1}>
        Domains
      </h3>
      <ListStates list={list} loading="Loading your domains…" empty={null} onRetry={() => void refresh()} />
      {addresses ? (
        <>
          <ul className="site-settings__domains" aria-label="Your addresses">
            <li>
              <strong>{addresses.subdomain}</strong>{" "}
              <span>Your subdomain{addresses.primaryAddress === addresses.subdomain ? " · primary address" : ""}</span>
              {addresses.primaryAddress !== addresses.subdomain ? (
                <button type="button" disabled={busy} onClick={() => void makePrimary(addresses.subdomain)}>
                  Make {addresses.subdomain} primary
                </button>
              ) : null}
            </li>
            {addresses.domains.map((domain) => (
              <li key={domain.host}>
                <strong>{domain.host}</strong> <span>{statusInWords(domain)}</span>
                <div className="studio-admin__inline">
                  {domain.status !== "verified" ? (
                    <button type="button" disabled={busy} onClick={() => void check(domain.host)}>
                      Check {domain.host} now
                    </button>
                  ) : null}
                  {domain.status === "verified" && !domain.isPrimary ? (
                    <button type="button" disabled={busy} onClick={() => void makePrimary(domain.host)}>
                      Make {domain.host} primary
                    </button>
                  ) : null}
                  <button type="button" disabled={busy} onClick={() => setRemoving(domain)}>
                    Remove {domain.host}
                  </button>
                </div>
                {domain.records.length > 0 ? <DnsRecords host={domain.host} records={domain.records} /> : null}
              </li>
            ))}
          </ul>
          {addresses.domains.length === 0 ? (
            <p className="site-settings__empty">No domains of your own yet: your site is at {addresses.subdomain}.</p>
          ) : null}
          <form className="site-settings__add-domain" onSubmit={(event) => void add(event)} noValidate>
            <AdminField
              label="Domain"
              value={typed}
              onChange={setTyped}
              problem={fieldProblem}
              placeholder="band.example.com"
              maxLength={253}
            />
            <button type="submit" disabled={busy || typed.trim() === ""}>
              Add domain
            </button>
          </form>
        </>
      ) : null}
      {refusal ? (
        <p className="studio-field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
      {removing && addresses ? (
        <RemoveDomainDialog
          host={removing.host}
          subdomain={addresses.subdomain}
          isPrimary={removing.isPrimary}
          onConfirm={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
