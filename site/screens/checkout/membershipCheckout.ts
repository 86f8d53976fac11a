import type { MembershipTier } from "../../../schema/entities/membership";
import type { RouteArgs } from "../../app/routeTypes";

export interface MembershipCheckoutData {
  readonly tiers: MembershipTier[];
}

export async function loadMembershipCheckout({ data }: RouteArgs): Promise<MembershipCheckoutData> {
  return { tiers: await data.membershipTiers() };
}

/** The tier the query names (`membershipTierId`), or undefined. */
export function chosenTier(data: MembershipCheckoutData, search: URLSearchParams): MembershipTier | undefined {
  const id = search.get("membershipTierId");
  return id ? data.tiers.find((tier) => tier.id === id) : undefined;
}

/** This page's own address, to come back to after signing up or logging in. */
export function membershipCheckoutPath(tierId: string): string {
  return `/membership/checkout?membershipTierId=${encodeURIComponent(tierId)}`;
}
