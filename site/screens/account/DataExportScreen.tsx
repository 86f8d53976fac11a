import { useState } from "react";
import { Link } from "wouter";
import { endpoints } from "../../../client/api/endpoints";
import type { DataExportCheck } from "../../../schema/api/accountErasure";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";
import { useLinkCheck } from "../useLinkCheck";

/** What the page asks of the server; the site's API by default, fakes in tests. */
export interface DataExportLinkApi {
  checkDataExport(token: string): Promise<DataExportCheck>;
}

type State = { kind: "opening" } | { kind: "ready"; copy: DataExportCheck } | { kind: "failed"; message: string };

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/**
 * /account/your-data/:token: the emailed link to a copy of the fan's data (issue 35, item 4). The
 * page says when the copy was made and until when the link works, or, in words, why it no longer
 * does; the download itself is the API's answer to the same token, a zip.
 */
export function DataExportScreen({ params, api = endpoints }: ScreenProps<null> & { readonly api?: DataExportLinkApi }) {
  const { profile } = useSite();
  const token = params.token ?? "";
  const [state, setState] = useState<State>({ kind: "opening" });
  useLinkCheck(token, api.checkDataExport, (checked) =>
    setState(checked.ok ? { kind: "ready", copy: checked.answer } : { kind: "failed", message: checked.message }),
  );
  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Your data</h1>
        {state.kind === "opening" ? <p aria-busy="true">Opening the link…</p> : null}
        {state.kind === "ready" ? (
          <>
            <p className="auth-card__lead">
              A copy of your data at {profile.name}, made on {day(state.copy.createdAt)}: a zip of JSON and CSV files. This link works until{" "}
              {day(state.copy.expiresAt)}.
            </p>
            <a
              className="bl-button bl-button--primary auth-form__submit"
              href={`/api/public/data-exports/${encodeURIComponent(token)}`}
              download
            >
              Download your data (zip)
            </a>
          </>
        ) : null}
        {state.kind === "failed" ? (
          <>
            <p className="site-form-error" role="alert">
              {state.message}
            </p>
            <p className="auth-card__switch">
              <Link href="/account">Go to your account</Link>
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
