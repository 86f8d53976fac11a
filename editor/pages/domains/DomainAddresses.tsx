import type { CustomDomain, DomainList } from "../../../schema/api/domains";
import { studioDateTime } from "../../shell/studioDateTime";
import { DnsRecords } from "./DnsRecords";

/** A domain's state in words: what the artist reads beside it. */
function statusInWords(domain: CustomDomain): string {
  if (domain.status === "verified") return domain.isPrimary ? "Verified · primary address" : "Verified";
  if (domain.status === "stopped")
    return ["Not found after a week of checks.", domain.problem, "Fix the records, then press Check now."].filter(Boolean).join(" ");
  const next = domain.nextCheckAt ? ` We look again by ${studioDateTime(domain.nextCheckAt)}.` : "";
  return `Checking… ${domain.problem ?? "Create the records below, then press Check now."}${next}`;
}

/**
 * The artist's addresses: the subdomain, always there, then each domain of their own with its state,
 * its DNS records until it is verified, and Check now, Make primary and Remove.
 */
export function DomainAddresses({
  addresses,
  busy,
  onCheck,
  onMakePrimary,
  onRemove,
}: {
  readonly addresses: DomainList;
  readonly busy: boolean;
  onCheck(host: string): void;
  onMakePrimary(address: string): void;
  onRemove(domain: CustomDomain): void;
}) {
  return (
    <ul className="site-settings__domains" aria-label="Your addresses">
      <li>
        <strong>{addresses.subdomain}</strong>{" "}
        <span>Your subdomain{addresses.primaryAddress === addresses.subdomain ? " · primary address" : ""}</span>
        {addresses.primaryAddress !== addresses.subdomain ? (
          <button type="button" disabled={busy} onClick={() => onMakePrimary(addresses.subdomain)}>
            Make {addresses.subdomain} primary
          </button>
        ) : null}
      </li>
      {addresses.domains.map((domain) => (
        <li key={domain.host}>
          <strong>{domain.host}</strong> <span>{statusInWords(domain)}</span>
          <div className="studio-admin__inline">
            {domain.status !== "verified" ? (
              <button type="button" disabled={busy} onClick={() => onCheck(domain.host)}>
                Check {domain.host} now
              </button>
            ) : null}
            {domain.status === "verified" && !domain.isPrimary ? (
              <button type="button" disabled={busy} onClick={() => onMakePrimary(domain.host)}>
                Make {domain.host} primary
              </button>
            ) : null}
            <button type="button" disabled={busy} onClick={() => onRemove(domain)}>
              Remove {domain.host}
            </button>
          </div>
          {domain.records.length > 0 ? <DnsRecords host={domain.host} records={domain.records} /> : null}
        </li>
      ))}
    </ul>
  );
}
