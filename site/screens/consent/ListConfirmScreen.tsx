import { useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { ListConfirmation, ListConfirmationCheck } from "../../../schema/api/consent";
import type { ScreenProps } from "../../app/routeTypes";
import { useLinkCheck } from "../useLinkCheck";

/** What the page asks of the server; the site's API by default, a fake in tests. */
export interface ListConfirmApi {
  checkListJoin(token: string): Promise<ListConfirmationCheck>;
  confirmListJoin(token: string): Promise<ListConfirmation>;
}

type State =
  | { kind: "opening" }
  | { kind: "asking"; listName: string; busy: boolean; error: string | null }
  | { kind: "confirmed"; listName: string; justNow: boolean }
  | { kind: "failed"; message: string };

/**
 * /email-lists/confirm/:token: where a list join's confirmation email links (double opt-in, issue
 * 19). Opening it changes nothing (mail scanners open links too, and a link is used once): it
 * names the list and asks, and the fan's click confirms. A link used already, expired or
 * outweighed by a later unsubscribe says so, and how to get a new one.
 */
export function ListConfirmScreen({ params, api = endpoints }: ScreenProps<null> & { readonly api?: ListConfirmApi }) {
  const token = params.token ?? "";
  const [state, setState] = useState<State>({ kind: "opening" });

  useLinkCheck(token, api.checkListJoin, (checked) => {
    if (!checked.ok) return setState({ kind: "failed", message: checked.message });
    const { listName, confirmed } = checked.answer;
    setState(confirmed ? { kind: "confirmed", listName, justNow: false } : { kind: "asking", listName, busy: false, error: null });
  });

  const confirm = async (listName: string) => {
    setState({ kind: "asking", listName, busy: true, error: null });
    try {
      const confirmed = await api.confirmListJoin(token);
      setState({ kind: "confirmed", listName: confirmed.listName, justNow: true });
    } catch (error) {
      setState({ kind: "asking", listName, busy: false, error: await apiErrorMessage(error) });
    }
  };

  return (
    <div className="site-page checkout-page">
      <h1 className="checkout-page__title">Your subscription</h1>
      <section className="checkout-summary">
        {state.kind === "opening" ? <p aria-busy="true">Opening the link…</p> : null}
        {state.kind === "asking" ? (
          <>
            {state.error ? <p role="alert">{state.error}</p> : null}
            <p>Confirm your subscription to {state.listName}?</p>
            <button type="button" className="bl-button bl-button--primary" disabled={state.busy} onClick={() => confirm(state.listName)}>
              {state.busy ? "Confirming…" : "Confirm subscription"}
            </button>
          </>
        ) : null}
        {state.kind === "confirmed" ? (
          <p role="status">
            {state.justNow ? `You're subscribed to ${state.listName}.` : `You're already subscribed to ${state.listName}.`}
          </p>
        ) : null}
        {state.kind === "failed" ? <p role="alert">{state.message}</p> : null}
        {state.kind === "opening" || state.kind === "asking" ? null : (
          <Link href="/" className="bl-button bl-button--outline">
            Go to the home page
          </Link>
        )}
      </section>
    </div>
  );
}
