import { useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";

/** What the page asks of the server; the site's API by default, a fake in tests. */
export interface FollowConfirmApi {
  confirmFollow(token: string): Promise<{ artistName: string }>;
}

type State = { kind: "asking"; busy: boolean; error: string | null } | { kind: "confirmed" };

/**
 * /follow/confirm/:token: where a follow's confirmation email links (issue 37, double opt-in).
 * Opening it changes nothing (mail scanners open links too): it asks, and the fan's click confirms.
 * A link that cannot confirm (unknown, expired, outweighed by a later unsubscribe) says why.
 */
export function FollowConfirmScreen({ params, api = endpoints }: ScreenProps<null> & { readonly api?: FollowConfirmApi }) {
  const token = params.token ?? "";
  const { profile } = useSite();
  const [state, setState] = useState<State>({ kind: "asking", busy: false, error: null });

  const confirm = async () => {
    setState({ kind: "asking", busy: true, error: null });
    try {
      await api.confirmFollow(token);
      setState({ kind: "confirmed" });
    } catch (error) {
      setState({ kind: "asking", busy: false, error: await apiErrorMessage(error) });
    }
  };

  return (
    <div className="site-page checkout-page">
      <h1 className="checkout-page__title">Follow {profile.name}</h1>
      <section className="checkout-summary">
        {state.kind === "asking" ? (
          <>
            {state.error ? <p role="alert">{state.error}</p> : null}
            <p>Confirm that you follow {profile.name}? You will hear of each new release by email.</p>
            <button type="button" className="bl-button bl-button--primary" disabled={state.busy} onClick={confirm}>
              {state.busy ? "Confirming…" : "Confirm that I follow"}
            </button>
          </>
        ) : (
          <>
            <p role="status">You follow {profile.name}. Every email has a link to stop.</p>
            <Link href="/" className="bl-button bl-button--outline">
              Go to the home page
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
