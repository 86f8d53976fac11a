import type { StudioTier } from "../../schema/api/tiers";
import { tiersReadingPostsOf } from "../../schema/rules/tierAccess";

/**
 * Who reads a post, as the Posts section says it (issue 30): "Everyone" for a public post, else
 * the tiers whose members read it, its own and those that include it, in the tiers' order
 * ("Readable by: Supporter, Inner Circle"). The server decides access by the same rule.
 */
export function readableBy(tiers: readonly StudioTier[], membershipTierId: string | null): string {
  if (membershipTierId === null) return "Everyone";
  const names = tiersReadingPostsOf(tiers, membershipTierId).map((tier) => tier.name);
  return names.length === 0 ? "Readable by: members of a tier that no longer exists" : `Readable by: ${names.join(", ")}`;
}
