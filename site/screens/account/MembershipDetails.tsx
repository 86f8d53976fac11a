import { useState } from "react";
import { Link } from "wouter";
import { joinHref } from "../../../blocks/membershipSection/prices";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { Account } from "../../../schema/api/accounts";
import type { MembershipTier } from "../../../schema/entities/membership";
import { isFreeTier } from "../../../schema/rules/membership";
import { useAuth } from "../../app/session";
import { MEMBERSHIP_SECTION_HREF } from "./membershipHref";
import { type OwnTierApi, useTiersWithOwn } from "./ownTier";
import { PaidMembership } from "./PaidMembership";

export { MEMBERSHIP_SECTION_HREF };

export interface LeaveTierApi {
  setMyMembership(membershipTierId: string | null): Promise<Account>;
}

const SITE_API: LeaveTierApi & OwnTierApi = endpoints;

/**
 * The fan's membership on the account page: their tier, a way to change it (the tiers on the home
 * page), and leaving it after a confirmation that says what they lose; a paid one shows its price,
 * its renewal and Cancel (PaidMembership).
 */
export function MembershipDetails({
  user,
  tiers: publicTiers,
  api = SITE_API,
}: {
  user: Account;
  tiers: MembershipTier[] | null;
  api?: LeaveTierApi & OwnTierApi;
}) {
  const auth = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { tiers, pending } = useTiersWithOwn(user, publicTiers, api);
  const tierId = user.membership.membershipTierId;
  const tier = tierId === null ? undefined : tiers?.find((candidate) => candidate.id === tierId);
  if (tierId !== null && tiers === null) return <>Your membership could not be loaded just now.</>;
  if (pending) return <span aria-busy="true">Checking your membership…</span>;
  if (!tier) {
    return (
      <>
        <span>No membership</span>{" "}
        <Link href={MEMBERSHIP_SECTION_HREF} className="account-details__link">
          See the membership tiers
        </Link>
      </>
    );
  }

  const leave = async () => {
    setBusy(true);
    setError(null);
    try {
      auth.send({ type: "auth.updateUser", user: await api.setMyMembership(null) });
      setConfirming(false);
    } catch (caught) {
      setError(await apiErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const freeMembership = (
    <div className="account-membership">
      <span className="account-membership__tier">{tier.name}</span>
      {user.membership.complimentary ? <span className="account-membership__note"> (complimentary membership)</span> : null}
      {confirming ? (
        <fieldset className="account-membership__confirm">
          <legend className="site-visually-hidden">Leave {tier.name}</legend>
          <p>Leave {tier.name}? Its members-only posts will be locked to you again.</p>
          <div className="account-card__actions">
            <button type="button" className="bl-button bl-button--primary" onClick={leave} disabled={busy}>
              {busy ? "Leaving…" : `Leave ${tier.name}`}
            </button>
            <button type="button" className="bl-button bl-button--outline" onClick={() => setConfirming(false)} disabled={busy}>
              Stay
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="account-card__actions">
          {user.membership.complimentary ? (
            // Given without payment (a patron brought from Patreon) until they subscribe here: the way to.
            <Link href={joinHref(tier.id, true)} className="bl-button bl-button--primary">
              Subscribe
            </Link>
          ) : null}
          <Link href={MEMBERSHIP_SECTION_HREF} className="bl-button bl-button--outline">
            Change tier
          </Link>
          <button type="button" className="bl-button bl-button--outline" onClick={() => setConfirming(true)}>
            Leave tier
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
  return isFreeTier(tier) ? freeMembership : <PaidMembership tier={tier} withoutSubscription={freeMembership} />;
}
