import { useEffect, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { ListConfirmation } from "../../../schema/api/consent";
import type { ScreenProps } from "../../app/routeTypes";
import { useMounted } from "../checkout/useMounted";

/** What the page asks of the server; the site's API by default, a fake in tests. */
export interface ListConfirmApi {
  confirmListJoin(token: string): Promise<ListConfirmation>;
}

type State = { kind: "confirming" } | { kind: "confirmed"; listName: string } | { kind: "failed"; message: string };

/**
 * /email-lists/confirm/:token: where a list join's confirmation email links (double opt-in, issue
 * 19). Opening it is the consent, so it confirms at once, once the page runs in the browser (a
 * server rendering confirms nothing); confirming again answers the same.
 */
export function ListConfirmScreen({ params, api = endpoints }: ScreenProps<null> & { readonly api?: ListConfirmApi }) {
  const token = params.token ?? "";
  const mounted = useMounted();
  const [state, setState] = useState<State>({ kind: "confirming" });

  useEffect(() => {
    if (!mounted) return;
    let current = true;
    api.confirmListJoin(token).then(
      ({ listName }) => current && setState({ kind: "confirmed", listName }),
      async (error: unknown) => {
        const message = await apiErrorMessage(error);
        if (current) setState({ kind: "failed", message });
      },
    );
    return () => {
      current = false;
    };
  }, [mounted, token, api]);

  return (
    <div className="site-page checkout-page">
      <h1 className="checkout-page__title">Your subscription</h1>
      <section className="checkout-summary">
        {state.kind === "confirming" ? <p aria-busy="true">Confirming your subscription…</p> : null}
        {state.kind === "confirmed" ? <p role="status">You're subscribed to {state.listName}.</p> : null}
        {state.kind === "failed" ? <p role="alert">{state.message}</p> : null}
        {state.kind === "confirming" ? null : (
          <Link href="/" className="bl-button bl-button--outline">
            Go to the home page
          </Link>
        )}
      </section>
    </div>
  );
}
