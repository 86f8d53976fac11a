import { useEffect, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { useSelector } from "../../../client/ui/useSelector";
import { selectUser } from "../../../machines/auth/authSelectors";
import type { Gift } from "../../../schema/api/gifts";
import type { ScreenProps } from "../../app/routeTypes";
import { useAuth } from "../../app/session";
import { useMounted } from "../../app/useMounted";
import { withRedirect } from "../account/redirect";
import { useAuthState } from "../account/useAuthState";

/** What the claim page asks of the server; the site's API by default, a fake in tests. */
export interface GiftApi {
  gift(token: string): Promise<Gift>;
  claimGift(token: string): Promise<Gift>;
}

type State =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "gift"; gift: Gift; claiming: boolean; error: string | null };

/**
 * /gifts/claim/:token: the page a gift's email links to (issue 18). It shows what the gift is,
 * who sent it and their message; a visitor logs in or signs up (the recipient's address filled
 * in) and comes back here; a logged-in fan adds it to their library. Asked once the session is
 * known, and again when the fan changes, since whether they claimed it is theirs to know.
 */
export function GiftClaimScreen({ params, api = endpoints }: ScreenProps<null> & { readonly api?: GiftApi }) {
  const token = params.token ?? "";
  const { initialized } = useAuthState();
  const user = useSelector(useAuth(), selectUser);
  const userId = user?.id ?? null;
  const mounted = useMounted();
  const [state, setState] = useState<State>({ kind: "loading" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again for another fan, as `claimedByYou` is of the fan asking.
  useEffect(() => {
    if (!mounted || !initialized) return;
    let current = true;
    api.gift(token).then(
      (gift) => current && setState({ kind: "gift", gift, claiming: false, error: null }),
      async (error: unknown) => {
        const message = await apiErrorMessage(error);
        if (current) setState({ kind: "failed", message });
      },
    );
    return () => {
      current = false;
    };
  }, [mounted, initialized, userId, token, api]);

  const claim = async (gift: Gift) => {
    setState({ kind: "gift", gift, claiming: true, error: null });
    try {
      setState({ kind: "gift", gift: await api.claimGift(token), claiming: false, error: null });
    } catch (error) {
      setState({ kind: "gift", gift, claiming: false, error: await apiErrorMessage(error) });
    }
  };

  let body = <p aria-busy="true">Opening your gift…</p>;
  if (state.kind === "failed") {
    body = (
      <>
        <p role="alert">{state.message}</p>
        <Link href="/music" className="bl-button bl-button--outline">
          Browse music
        </Link>
      </>
    );
  } else if (state.kind === "gift") {
    const { gift } = state;
    const here = `/gifts/claim/${encodeURIComponent(token)}`;
    body = (
      <>
        <p className="gift-claim__lead">
          {gift.from || "Someone"} sent you <strong>{gift.title}</strong>.
        </p>
        {gift.message ? (
          <figure className="gift-claim__message">
            <blockquote>{gift.message}</blockquote>
            <figcaption>{gift.from ? `${gift.from}'s message` : "Their message"}</figcaption>
          </figure>
        ) : null}
        {gift.claimedByYou ? (
          <>
            <p role="status">It is in your library.</p>
            <Link href="/account" className="bl-button bl-button--primary">
              Go to your library
            </Link>
          </>
        ) : gift.claimed ? (
          <p role="alert">This gift was already claimed.</p>
        ) : user ? (
          <>
            {state.error ? <p role="alert">{state.error}</p> : null}
            <button type="button" className="bl-button bl-button--primary" disabled={state.claiming} onClick={() => claim(gift)}>
              {state.claiming ? "Adding…" : "Add to my library"}
            </button>
          </>
        ) : (
          <>
            <p>Log in or create an account to add it to your library.</p>
            <div className="gift-claim__actions">
              <Link href={withRedirect("/signup", here, gift.recipientEmail)} className="bl-button bl-button--primary">
                Create an account
              </Link>
              <Link href={withRedirect("/login", here, gift.recipientEmail)} className="bl-button bl-button--outline">
                Log in
              </Link>
            </div>
          </>
        )}
      </>
    );
  }
  return (
    <div className="site-page checkout-page gift-claim">
      <h1 className="checkout-page__title">A gift for you</h1>
      <section className="checkout-summary">{body}</section>
    </div>
  );
}
