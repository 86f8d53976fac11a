import { useEffect, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { Library } from "../../../schema/api/library";
import { REDEEM_PATH } from "../../../schema/rules/downloadCodes";
import { LibraryReleaseCard } from "./LibraryRelease";
import type { PrepareDownload } from "./useDownload";

/** What the library asks of the server; the site's API by default, a fake in tests. */
export interface LibraryApi {
  library(): Promise<Library>;
  prepareDownload: PrepareDownload;
}

type State = { kind: "loading" } | { kind: "ready"; library: Library } | { kind: "failed"; message: string };

/**
 * The fan's library on the account page (issue 18): every release they bought, a card each with
 * its cover, each track to play in the site's player (issue 34, item 16), and the release or any
 * track to download in the format they choose (issue 32).
 */
export function LibrarySection({ api = endpoints }: { readonly api?: LibraryApi }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    api.library().then(
      (library) => current && setState({ kind: "ready", library }),
      async (error: unknown) => {
        const message = await apiErrorMessage(error);
        if (current) setState({ kind: "failed", message: `Your library could not be loaded: ${message}` });
      },
    );
    return () => {
      current = false;
    };
  }, [api]);

  return (
    <section className="account-card" aria-labelledby="account-library-title">
      <h2 className="account-card__title" id="account-library-title">
        Your library
      </h2>
      {state.kind === "loading" ? <p aria-busy="true">Loading your music…</p> : null}
      {state.kind === "failed" ? <p role="alert">{state.message}</p> : null}
      {state.kind === "ready" && state.library.releases.length === 0 ? (
        <p>
          You have not bought any music here yet. <Link href="/music">Browse music</Link>
        </p>
      ) : null}
      {state.kind === "ready" && state.library.releases.length > 0 ? (
        <ul className="account-library">
          {state.library.releases.map((release) => (
            <LibraryReleaseCard key={release.productId} release={release} prepare={api.prepareDownload} />
          ))}
        </ul>
      ) : null}
      {state.kind === "ready" ? (
        <p>
          Got a download card? <Link href={REDEEM_PATH}>Redeem a download code</Link>
        </p>
      ) : null}
    </section>
  );
}
