import { Link } from "wouter";
import { tierPriceLines } from "../../../blocks/membershipSection/prices";
import { useSelector } from "../../../client/ui/useSelector";
import { selectUser } from "../../../machines/auth/authSelectors";
import type { MembershipTier } from "../../../schema/entities/membership";
import { isFreeTier } from "../../../schema/rules/membership";
import type { ScreenProps } from "../../app/routeTypes";
import { useAuth } from "../../app/session";
import { MEMBERSHIP_SECTION_HREF } from "../account/MembershipDetails";
import { useTiersWithOwn } from "../account/ownTier";
import { withRedirect } from "../account/redirect";
import { useAuthState } from "../account/useAuthState";
import { FreeTierJoin } from "./FreeTierJoin";
import { chosenTier, type MembershipCheckoutData, membershipCheckoutPath } from "./membershipCheckout";
import { PaidTierCheckout } from "./PaidTierCheckout";

function WhoIsJoining({ tier }: { readonly tier: MembershipTier }) {
  const { initialized } = useAuthState();
  const user = useSelector(useAuth(), selectUser);
  if (!initialized) {
    return (
      <p className="membership-checkout__status" aria-busy="true">
        Checking your account…
      </p>
    );
  }
  if (!user) {
    const back = membershipCheckoutPath(tier.id);
    return (
      <div className="membership-checkout__account">
        <p>To join {tier.name}, create an account or log in.</p>
        <div className="membership-checkout__actions">
          <Link href={withRedirect("/signup", back)} className="bl-button bl-button--primary">
            Sign up
          </Link>
          <Link href={withRedirect("/login", back)} className="bl-button bl-button--outline">
            Log in
          </Link>
        </div>
        <p>
          Forgot your password? <Link href={withRedirect("/forgot-password", back)}>Reset it</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="membership-checkout__account">
      <p>
        Joining as{" "}
        <strong>
          {user.firstName} {user.lastName}
        </strong>{" "}
        ({user.email})
      </p>
      {user.membership.membershipTierId === tier.id ? (
        <p className="membership-checkout__current">
          {user.membership.complimentary ? "You have a complimentary membership on this tier" : "You are currently on this tier"}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /membership/checkout?membershipTierId={id} (SPEC §2, the target of Join): the chosen tier with
 * its prices and benefits, who is joining (a visitor is asked to sign up or log in, coming back
 * here); a free tier is joined right here, a paid one is paid monthly or yearly on the payment
 * provider's page.
 */
export function MembershipCheckoutScreen({ data, search }: ScreenProps<MembershipCheckoutData>) {
  // A fan's own hidden tier (given by the artist, or by a Patreon import) is theirs to pay for.
  const user = useSelector(useAuth(), selectUser);
  const { tiers, pending } = useTiersWithOwn(user, data.tiers);
  const tier = chosenTier({ ...data, tiers: tiers ?? data.tiers }, search);
  // A tier not on the public list may be the signed-in fan's own hidden one, being fetched.
  if (!tier && pending) {
    return (
      <div className="site-page checkout-page">
        <h1 className="checkout-page__title">Membership checkout</h1>
        <p className="membership-checkout__status" aria-busy="true">
          Checking your account…
        </p>
      </div>
    );
  }
  if (!tier) {
    return (
      <div className="site-page checkout-page">
        <h1 className="checkout-page__title">Membership checkout</h1>
        <section className="checkout-summary">
          <h2 className="checkout-summary__title">This membership tier was not found</h2>
          <p>The tier in this link does not exist or is no longer offered.</p>
          <Link href={MEMBERSHIP_SECTION_HREF} className="bl-button bl-button--primary">
            See the membership tiers
          </Link>
        </section>
      </div>
    );
  }
  return (
    <div className="site-page checkout-page">
      <h1 className="checkout-page__title">Membership checkout</h1>
      <div className="checkout-layout">
        <section className="checkout-summary membership-checkout" aria-labelledby="membership-tier-title">
          <h2 className="checkout-summary__title" id="membership-tier-title">
            {tier.name}
          </h2>
          <div className="membership-checkout__prices">
            {tierPriceLines(tier).map((line) => (
              <p className="membership-checkout__price" key={line}>
                {line}
              </p>
            ))}
          </div>
          {tier.benefits.length > 0 ? (
            <>
              <h3 className="membership-checkout__subtitle">What you get</h3>
              <ul className="membership-checkout__benefits">
                {tier.benefits.map((benefit) => (
                  <li key={benefit.id}>{benefit.title}</li>
                ))}
              </ul>
            </>
          ) : null}
          <WhoIsJoining tier={tier} />
        </section>
        {isFreeTier(tier) ? <FreeTierJoin tier={tier} tiers={data.tiers} /> : <PaidTierCheckout tier={tier} tiers={tiers ?? data.tiers} />}
      </div>
    </div>
  );
}
