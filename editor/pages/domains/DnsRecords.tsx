import { useState } from "react";
import type { DnsRecord } from "../../../schema/api/domains";

/** Puts a value on the clipboard; false where the browser refuses (no permission, not a secure page). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The DNS records a domain needs, as the artist types them at their DNS provider: type, name and
 * value, each value with a Copy button (the token is long and must be exact).
 */
export function DnsRecords({ host, records }: { readonly host: string; readonly records: readonly DnsRecord[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (label: string, text: string) =>
    setCopied((await copyText(text)) ? `${label} copied.` : `Select the ${label} and copy it.`);
  return (
    <div className="site-settings__records">
      <table className="studio-admin__table" aria-label={`DNS records for ${host}`}>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.type} ${record.name}`}>
              <td>{record.type}</td>
              <td>
                <code>{record.name}</code>{" "}
                <button type="button" aria-label={`Copy the ${record.type} record's name`} onClick={() => void copy("Name", record.name)}>
                  Copy
                </button>
              </td>
              <td>
                <code>{record.value}</code>{" "}
                <button
                  type="button"
                  aria-label={`Copy the ${record.type} record's value`}
                  onClick={() => void copy("Value", record.value)}
                >
                  Copy
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="site-settings__empty">
        At the domain's root, where a CNAME is not allowed, use A (and AAAA) records with the addresses of this platform's own domain
        instead.
      </p>
      {copied ? <p role="status">{copied}</p> : null}
    </div>
  );
}
