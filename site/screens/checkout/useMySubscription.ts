import { useEffect, useState } from "react";
import type { SubscriptionView } from "../../../schema/api/membershipCheckout";
import type { PaidTierApi } from "./usePaidTierCheckout";

/**
 * A paying fan's subscription, which says what a change costs (undefined while it loads; null when
 * they pay for none, or it could not be read: the server then decides as for a new member).
 */
export function useMySubscription(api: PaidTierApi, paying: boolean): SubscriptionView | null | undefined {
  const [subscription, setSubscription] = useState<SubscriptionView | null | undefined>(paying ? undefined : null);
  useEffect(() => {
    if (!paying) return;
    let stopped = false;
    api.mySubscription().then(
      (answer) => !stopped && setSubscription(answer.subscription),
      () => !stopped && setSubscription(null),
    );
    return () => {
      stopped = true;
    };
  }, [api, paying]);
  return paying ? subscription : null;
}
