import { useEffect, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { CurrentSubscription, SubscriptionView } from "../../../schema/api/membershipCheckout";
import type { MembershipTier } from "../../../schema/entities/membership";
import { formatDollars } from "../../../schema/rules/money";
import { MEMBERSHIP_SECTION_HREF } from "./membershipHref";
import { PendingChange } from "./PendingChange";
import { formatRenewal } from "./renewalDate";

/** What a paid membership asks of the server; the site's API by default, a fake in tests. */
export interface PaidMembershipApi {
  mySubscription(): Promise<CurrentSubscription>;
  cancelSubscription(): Promise<SubscriptionView>;
}

type Loaded = { kind: "loading" } | { kind: "loaded"; subscription: SubscriptionView | null } | { kind: "failed"; message: string };

const endDay = (subscription: SubscriptionView) =>
  subscription.currentPeriodEnd
    ? new Date(subscription.currentPeriodEnd).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" })
    : "the end of the period you paid for";

/**
 * A paid membership on the account page (issue 18): the tier, what the fan pays and when it
 * renews, a change of tier on its way (issue 30), and Cancel, which keeps the membership as paid
 * for until the period ends. A paid tier the
 * artist gave without a subscription shows `withoutSubscription` instead.
 */
export function PaidMembership({
  tier,
  withoutSubscription,
  api = endpoints,
}: {
  readonly tier: MembershipTier;
  readonly withoutSubscription: React.ReactNode;
  readonly api?: PaidMembershipApi;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    api.mySubscription().then(
      (answer) => !stopped && setLoaded({ kind: "loaded", subscription: answer.subscription }),
      async (caught) => {
        const message = await apiErrorMessage(caught);
        if (!stopped) setLoaded({ kind: "failed", message });
      },
    );
    return () => {
      stopped = true;
    };
  }, [api]);

  if (loaded.kind === "loading") return <span aria-busy="true">{tier.name}</span>;
  if (loaded.kind === "failed") return <span role="alert">{loaded.message}</span>;
  const { subscription } = loaded;
  if (!subscription) return <>{withoutSubscription}</>;

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      setLoaded({ kind: "loaded", subscription: await api.cancelSubscription() });
      setConfirming(false);
    } catch (caught) {
      setError(await apiErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-membership">
      <span className="account-membership__tier">{subscription.tierName}</span>
      <p className="account-membership__billing">
        {formatDollars(subscription.amountCents / 100)} a {subscription.interval}. {formatRenewal(subscription)}
      </p>
      {subscription.pendingChange ? <PendingChange change={subscription.pendingChange} /> : null}
      {confirming ? (
        <fieldset className="account-membership__confirm">
          <legend className="site-visually-hidden">Cancel {subscription.tierName}</legend>
          <p>
            Cancel {subscription.tierName}? You keep it until {endDay(subscription)}; then its members-only posts are locked to you again.
            {subscription.pendingChange ? ` Your change to ${subscription.pendingChange.tierName} will not happen.` : ""}
          </p>
          <div className="account-card__actions">
            <button type="button" className="bl-button bl-button--primary" onClick={cancel} disabled={busy}>
              {busy ? "Cancelling…" : "Cancel membership"}
            </button>
            <button type="button" className="bl-button bl-button--outline" onClick={() => setConfirming(false)} disabled={busy}>
              Keep it
            </button>
          </div>
        </fieldset>
      ) : // A cancelled membership runs to its end as it is: it takes no change (issue 30).
      subscription.cancelAtPeriodEnd ? null : (
        <div className="account-card__actions">
          <Link href={MEMBERSHIP_SECTION_HREF} className="bl-button bl-button--outline">
            Change tier
          </Link>
          <button type="button" className="bl-button bl-button--outline" onClick={() => setConfirming(true)}>
            Cancel
          </button>
        </div>
      )}
      {error ? (
        <p className="site-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
