import { useState } from "react";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";

/** What the section asks of the server; the site's API by default, fakes in tests. */
export interface DataExportApi {
  requestDataExport(): Promise<{ email: string; days: number }>;
}

type Status = { kind: "idle" | "busy" } | { kind: "asked"; email: string; days: number } | { kind: "failed"; message: string };

/**
 * 'Download my data' (issue 35, item 4; GDPR art. 15 and 20): a zip of everything the artist's
 * site keeps about the fan, as JSON and CSV. It is built in the background and its link mailed,
 * so the page only says where the link will go and how long it works.
 */
export function DownloadMyData({ api = endpoints }: { readonly api?: DataExportApi }) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const ask = async () => {
    if (status.kind === "busy") return;
    setStatus({ kind: "busy" });
    try {
      const asked = await api.requestDataExport();
      setStatus({ kind: "asked", email: asked.email, days: asked.days });
    } catch (error) {
      setStatus({ kind: "failed", message: await apiErrorMessage(error) });
    }
  };

  return (
    <section className="account-card" aria-labelledby="account-data-title">
      <h2 className="account-card__title" id="account-data-title">
        Your data
      </h2>
      <p>
        Get a copy of what this site keeps about you: your details, orders, library, memberships, comments, likes, saves, votes and
        email-list subscriptions, as JSON and CSV files in a zip.
      </p>
      {status.kind === "asked" ? (
        <p className="account-card__notice" role="status">
          We are preparing your data. A link to download it will be emailed to {status.email}; it works for {status.days} days.
        </p>
      ) : null}
      {status.kind === "failed" ? (
        <p className="site-form-error" role="alert">
          {status.message}
        </p>
      ) : null}
      <div className="account-card__actions">
        <button type="button" className="bl-button bl-button--outline" onClick={ask} disabled={status.kind === "busy"}>
          {status.kind === "busy" ? "Asking…" : "Download my data"}
        </button>
      </div>
    </section>
  );
}
