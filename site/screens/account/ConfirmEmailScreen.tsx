import { useEffect, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { EmailConfirmed } from "../../../schema/api/emailConfirmation";
import type { ScreenProps } from "../../app/routeTypes";
import { useMounted } from "../checkout/useMounted";

/** What the page asks of the server; the site's API by default, a fake in tests. */
export interface ConfirmEmailApi {
  confirmEmail(token: string): Promise<EmailConfirmed>;
}

type State = { kind: "confirming" } | { kind: "confirmed"; giftsSent: number } | { kind: "failed"; message: string };

const giftsWords = (count: number) =>
  count === 0
    ? ""
    : ` ${count === 1 ? "The gift" : `The ${count} gifts`} you sent with a free order ${count === 1 ? "is" : "are"} on ${count === 1 ? "its" : "their"} way.`;

/**
 * /account/confirm-email/:token: where the link that confirms a fan's address leads (issue 30),
 * sent when a free order holds gifts. Opening it confirms at once, once the page runs in the
 * browser (a server rendering confirms nothing), and the gifts that waited go out; opening it
 * again answers the same. No login is needed: the link may be opened on another device.
 */
export function ConfirmEmailScreen({ params, api = endpoints }: ScreenProps<null> & { readonly api?: ConfirmEmailApi }) {
  const token = params.token ?? "";
  const mounted = useMounted();
  const [state, setState] = useState<State>({ kind: "confirming" });

  useEffect(() => {
    if (!mounted) return;
    let current = true;
    api.confirmEmail(token).then(
      ({ giftsSent }) => current && setState({ kind: "confirmed", giftsSent }),
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
      <h1 className="checkout-page__title">Your email address</h1>
      <section className="checkout-summary">
        {state.kind === "confirming" ? <p aria-busy="true">Confirming your email address…</p> : null}
        {state.kind === "confirmed" ? <p role="status">Your email address is confirmed.{giftsWords(state.giftsSent)}</p> : null}
        {state.kind === "failed" ? <p role="alert">{state.message}</p> : null}
        {state.kind === "confirming" ? null : (
          <Link href="/account" className="bl-button bl-button--outline">
            Go to your account
          </Link>
        )}
      </section>
    </div>
  );
}
