import { useEffect, useState } from "react";
import { endpoints } from "../../../client/api/endpoints";
import type { Account } from "../../../schema/api/accounts";
import type { MembershipTier } from "../../../schema/entities/membership";

export interface OwnTierApi {
  ownMembershipTier(): Promise<{ tier: MembershipTier | null }>;
}

/**
 * The artist's public tiers, with the fan's own tier added when it is hidden: a hidden tier is in
 * no public list, yet a fan the artist (or a Patreon import) put on one reads it on their account
 * page and may pay for it at checkout. `pending` while it is being fetched, so the page does not
 * say "No membership" meanwhile; a failed fetch leaves the public list as it was.
 */
export function useTiersWithOwn(
  user: Account | null,
  tiers: MembershipTier[] | null,
  api: OwnTierApi = endpoints,
): { tiers: MembershipTier[] | null; pending: boolean } {
  const ownId = user?.membership.membershipTierId ?? null;
  const missing = ownId !== null && tiers !== null && !tiers.some((tier) => tier.id === ownId);
  const [own, setOwn] = useState<{ id: string; tier: MembershipTier | null } | null>(null);
  useEffect(() => {
    if (!missing || ownId === null) return;
    let current = true;
    const settle = (tier: MembershipTier | null) => current && setOwn({ id: ownId, tier });
    api.ownMembershipTier().then(
      ({ tier }) => settle(tier?.id === ownId ? tier : null),
      () => settle(null),
    );
    return () => {
      current = false;
    };
  }, [api, missing, ownId]);
  if (!missing) return { tiers, pending: false };
  if (own?.id !== ownId) return { tiers, pending: true };
  return { tiers: own.tier ? [...(tiers ?? []), own.tier] : tiers, pending: false };
}
