import { useEffect, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { useSelector } from "../../../client/ui/useSelector";
import { selectUser } from "../../../machines/auth/authSelectors";
import type { Account } from "../../../schema/api/accounts";
import type { SubscriptionView } from "../../../schema/api/membershipCheckout";
import { formatDollars } from "../../../schema/rules/money";
import type { ScreenProps } from "../../app/routeTypes";
import { useAuth } from "../../app/session";
import { useMounted } from "../../app/useMounted";
import { formatRenewal } from "../account/renewalDate";

/** What the page asks of the server; the site's API by default, a fake in tests. */
export interface SubscriptionApi {
  subscription(subscriptionId: string): Promise<SubscriptionView>;
  refetchMe(): Promise<Account>;
}

/** How often the page asks again while the provider's event is still on its way. */
const POLL_MS = 1000;

type State = { kind: "waiting" } | { kind: "started"; subscription: SubscriptionView } | { kind: "failed"; message: string };

/**
 * /membership/checkout/complete?subscriptionId=…: where the payment page sends a new member. The
 * membership starts when the provider's event arrives (asked again every second until then); the
 * fan's account is read again then, so the tier's posts open on every page at once. With
 * `&changeId=…` it is a paying fan's upgrade (issue 30), waited for until it no longer waits.
 */
export function MembershipCompleteScreen({ search, api = endpoints }: ScreenProps<null> & { readonly api?: SubscriptionApi }) {
  const subscriptionId = search.get("subscriptionId") ?? "";
  const changeId = search.get("changeId");
  const auth = useAuth();
  const user = useSelector(auth, selectUser);
  const mounted = useMounted();
  const [state, setState] = useState<State>({ kind: "waiting" });
  const loggedIn = user !== null;

  useEffect(() => {
    if (!mounted || !loggedIn || !subscriptionId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const subscription = await api.subscription(subscriptionId);
        if (stopped) return;
        const waiting = subscription.status === "pending" || (changeId !== null && subscription.pendingChange?.id === changeId);
        if (waiting) {
          timer = setTimeout(ask, POLL_MS);
          return;
        }
        auth.send({ type: "auth.updateUser", user: await api.refetchMe() });
        if (!stopped) setState({ kind: "started", subscription });
      } catch (error) {
        if (!stopped) setState({ kind: "failed", message: await apiErrorMessage(error) });
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [mounted, loggedIn, subscriptionId, changeId, api, auth]);

  let body = <p aria-busy="true">Confirming your payment…</p>;
  if (mounted && !user) body = <p>Log in to see your membership.</p>;
  else if (state.kind === "failed") body = <p role="alert">{state.message}</p>;
  else if (state.kind === "started") {
    const { subscription } = state;
    body = (
      <>
        <p role="status">
          {changeId ? `You are now on ${subscription.tierName}!` : `Welcome to ${subscription.tierName}!`} Its posts are open to you now,
          and a confirmation is on its way to your email.
        </p>
        <p>
          You pay {formatDollars(subscription.amountCents / 100)} a {subscription.interval}. {formatRenewal(subscription)}
        </p>
        <p className="checkout-notice__actions">
          <Link href="/members" className="bl-button bl-button--primary">
            Read the posts
          </Link>{" "}
          <Link href="/account" className="bl-button bl-button--outline">
            Your account
          </Link>
        </p>
      </>
    );
  }
  return (
    <div className="site-page checkout-page">
      <h1 className="checkout-page__title">Your membership</h1>
      <section className="checkout-summary">{body}</section>
    </div>
  );
}
