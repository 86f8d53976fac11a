import { useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { EmailConfirmed } from "../../../schema/api/emailConfirmation";
import type { ScreenProps } from "../../app/routeTypes";

/** What the page asks of the server; the site's API by default, a fake in tests. */
export interface ConfirmEmailApi {
  confirmEmail(token: string): Promise<EmailConfirmed>;
}

type State = { kind: "asking"; busy: boolean } | { kind: "confirmed"; giftsSent: number } | { kind: "failed"; message: string };

const giftsWords = (count: number) =>
  count === 0
    ? ""
    : ` ${count === 1 ? "The gift" : `The ${count} gifts`} you sent with a free order ${count === 1 ? "is" : "are"} on ${count === 1 ? "its" : "their"} way.`;

/**
 * /account/confirm-email/:token: where the link that confirms a fan's address leads (issue 30),
 * sent when a free order holds gifts. Opening it changes nothing: a mail scanner opens links too,
 * and a scanner's visit must not prove the address and send the gifts. The fan's click confirms,
 * and the gifts that waited go out; a second click answers the same. No login is needed: the link
 * may be opened on another device.
 */
export function ConfirmEmailScreen({ params, api = endpoints }: ScreenProps<null> & { readonly api?: ConfirmEmailApi }) {
  const token = params.token ?? "";
  const [state, setState] = useState<State>({ kind: "asking", busy: false });

  const confirm = async () => {
    setState({ kind: "asking", busy: true });
    try {
      const { giftsSent } = await api.confirmEmail(token);
      setState({ kind: "confirmed", giftsSent });
    } catch (error) {
      setState({ kind: "failed", message: await apiErrorMessage(error) });
    }
  };

  return (
    <div className="site-page checkout-page">
      <h1 className="checkout-page__title">Your email address</h1>
      <section className="checkout-summary">
        {state.kind === "asking" ? (
          <>
            <p>Confirm that this email address is yours?</p>
            <button type="button" className="bl-button bl-button--primary" disabled={state.busy} onClick={confirm}>
              {state.busy ? "Confirming…" : "Confirm my email address"}
            </button>
          </>
        ) : null}
        {state.kind === "confirmed" ? <p role="status">Your email address is confirmed.{giftsWords(state.giftsSent)}</p> : null}
        {state.kind === "failed" ? <p role="alert">{state.message}</p> : null}
        {state.kind === "asking" ? null : (
          <Link href="/account" className="bl-button bl-button--outline">
            Go to your account
          </Link>
        )}
      </section>
    </div>
  );
}
