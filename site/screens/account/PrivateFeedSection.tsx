import { useCallback, useEffect, useId, useState } from "react";
import { apiErrorMessage } from "../../../client/api/client";
import { feedEndpoints } from "../../../client/api/feedEndpoints";
import type { MemberFeed } from "../../../schema/api/feeds";

/** What the section asks of the server; the site's API by default, fakes in tests. */
export interface PrivateFeedApi {
  memberFeed(): Promise<MemberFeed>;
  resetMemberFeed(): Promise<MemberFeed>;
}

type Loaded = { kind: "loading" } | { kind: "ready"; url: string } | { kind: "failed"; message: string };

/**
 * The account page's private podcast feed (issue 37, item 5), for a member: the feed's secret
 * address to paste into a podcast app, 'Copy', and 'Reset link' (after a confirmation: every app
 * that has the old address stops getting posts). The address works while the membership runs.
 */
export function PrivateFeedSection({ api = feedEndpoints }: { readonly api?: PrivateFeedApi }) {
  const titleId = useId();
  const fieldId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (ask: () => Promise<MemberFeed>) => {
    try {
      setLoaded({ kind: "ready", url: (await ask()).url });
      return true;
    } catch (error) {
      setLoaded({ kind: "failed", message: await apiErrorMessage(error) });
      return false;
    }
  }, []);
  useEffect(() => {
    void load(() => api.memberFeed());
  }, [api, load]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNote("Copied.");
    } catch {
      setNote("Select the address and copy it.");
    }
  };
  const reset = async () => {
    setBusy(true);
    setNote(null);
    const done = await load(() => api.resetMemberFeed());
    setBusy(false);
    setConfirming(false);
    if (done) setNote("A new link is ready: the old one no longer works.");
  };

  return (
    <section className="account-card" aria-labelledby={titleId}>
      <h2 className="account-card__title" id={titleId}>
        Private podcast feed
      </h2>
      <p>Your membership's posts in any podcast app, audio included. Keep this address to yourself: it opens your posts.</p>
      {loaded.kind === "loading" ? <p aria-busy="true">Loading your feed…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="site-form-error" role="alert">
          {loaded.message}
        </p>
      ) : null}
      {loaded.kind === "ready" ? (
        <>
          <label htmlFor={fieldId}>Feed address</label>
          <div className="account-feed__url">
            <input id={fieldId} type="text" readOnly value={loaded.url} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="bl-button bl-button--outline" onClick={() => void copy(loaded.url)}>
              Copy
            </button>
          </div>
          {confirming ? (
            <div className="account-card__actions">
              <p>Reset the link? Podcast apps that have the old one stop getting posts until you give them the new one.</p>
              <button type="button" className="bl-button bl-button--primary" disabled={busy} onClick={() => void reset()}>
                Reset the link
              </button>
              <button type="button" className="bl-button bl-button--outline" disabled={busy} onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </div>
          ) : (
            <div className="account-card__actions">
              <button type="button" className="bl-button bl-button--outline" onClick={() => setConfirming(true)}>
                Reset link
              </button>
            </div>
          )}
        </>
      ) : null}
      <p role="status">{note}</p>
    </section>
  );
}
