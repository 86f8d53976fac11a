import { MAX_PLATFORM_TIERS, type PlatformTierMapping } from "../../schema/api/platformImports";
import type { FanImport } from "../data/platformImportCounts";
import { tiersToMapTo } from "../data/platformImportFans";
import type { Queryable } from "../db/database";
import { httpError } from "../http/httpError";
import type { ImportedPerson } from "./platformRows";

/** A tier of the file, its active members (each address once), and the artist's tier they get. */
export interface PatronTier {
  readonly name: string;
  readonly members: number;
  readonly tierId: string | null;
}

/**
 * How an export's tiers map to the artist's: as the artist chose (`asked`), else to their tier of
 * the same name (letter case aside), else to none. A tier id that is not this artist's is refused
 * as not found, as another artist's tier is everywhere: nothing tells it exists.
 */
export async function patronTierMapping(
  db: Queryable,
  profileId: string,
  people: readonly ImportedPerson[],
  asked: readonly PlatformTierMapping[],
): Promise<{ making: FanImport; tiers: PatronTier[] }> {
  const own = await tiersToMapTo(db, profileId);
  const ownIds = new Set(own.map((tier) => tier.id));
  if (asked.some((each) => each.tierId !== null && !ownIds.has(each.tierId))) throw httpError("not_found", "membershipTier");
  const members = new Map<string, Set<string>>();
  for (const person of people) {
    if (person.tier === null) continue;
    const emails = members.get(person.tier) ?? new Set<string>();
    emails.add(person.email);
    members.set(person.tier, emails);
  }
  const tiers = [...members].slice(0, MAX_PLATFORM_TIERS).map(([name, emails]) => {
    const chosen = asked.find((each) => each.name === name);
    const sameName = own.find((tier) => tier.name.toLowerCase() === name.toLowerCase());
    return { name, members: emails.size, tierId: chosen ? chosen.tierId : (sameName?.id ?? null) };
  });
  return { making: { tierIds: new Map(tiers.map((tier) => [tier.name, tier.tierId] as const)) }, tiers };
}
