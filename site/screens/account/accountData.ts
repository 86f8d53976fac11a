import type { MembershipTier } from "../../../schema/entities/membership";
import type { RouteArgs } from "../../app/routeTypes";

export interface AccountData {
  /** The artist's tiers, to name the fan's; null when they could not be loaded. */
  readonly tiers: MembershipTier[] | null;
}

/** The tiers are public, so the server loads them too; a failure leaves the rest of the page working. */
export async function loadAccountData({ data }: RouteArgs): Promise<AccountData> {
  try {
    return { tiers: await data.membershipTiers() };
  } catch {
    return { tiers: null };
  }
}
