import { useId, useState } from "react";
import type { CustomDomain } from "../../../schema/api/domains";
import type { DomainsApi } from "../../api/domainsApi";
import { ListStates } from "../../shell/ListStates";
import { AddDomainForm } from "./AddDomainForm";
import { DomainAddresses } from "./DomainAddresses";
import { RemoveDomainDialog } from "./RemoveDomainDialog";
import { useDomains } from "./useDomains";

/**
 * Site settings › Domains (issue 31): the artist's own domains, each with its state and, until it
 * is verified, the DNS records to create; Check now, Make primary and Remove (asked first). The
 * subdomain is always there and can be made the primary address again.
 */
export function DomainsSection({ profileId, api }: { readonly profileId: string; readonly api: DomainsApi }) {
  const headingId = useId();
  const { list, refresh, addresses, busy, refusal, done, add, check, makePrimary, remove } = useDomains(profileId, api);
  const [removing, setRemoving] = useState<CustomDomain | null>(null);

  return (
    <section className="site-settings__section" aria-labelledby={headingId} data-site-section="domains">
      <h3 className="site-settings__heading" id={headingId} tabIndex={-1}>
        Domains
      </h3>
      <ListStates list={list} loading="Loading your domains…" empty={null} onRetry={() => void refresh()} />
      {addresses ? (
        <>
          <DomainAddresses
            addresses={addresses}
            busy={busy}
            onCheck={(host) => void check(host)}
            onMakePrimary={(address) => void makePrimary(address)}
            onRemove={setRemoving}
          />
          {addresses.domains.length === 0 ? (
            <p className="site-settings__empty">No domains of your own yet: your site is at {addresses.subdomain}.</p>
          ) : null}
          <AddDomainForm subdomain={addresses.subdomain} busy={busy} onAdd={add} />
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
          onConfirm={() => {
            setRemoving(null);
            void remove(removing);
          }}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
