import type { NewsletterAudience } from "../../schema/api/newsletters";
import { isFreeTier } from "../../schema/rules/membership";
import { namesInWords } from "../../schema/rules/namesInWords";
import { findEmailList } from "../data/emailLists";
import { listRecipientsOfList, listRecipientsOfTiers } from "../data/newsletterAudience";
import type { NewRecipient } from "../data/newsletterSends";
import { listStudioTiers } from "../data/studioTiers";
import type { Queryable } from "../db/database";
import { httpError } from "../http/httpError";

/**
 * Which tiers' members get an email's 'Members only' parts (issue 30, item 17): the ones the artist
 * chose, each of theirs (another artist's is refused), or by default the paid tiers (hidden ones
 * too: their members still pay). A free member gets the parts only when the artist chose their tier.
 */
export async function membersOnlyTiers(
  db: Queryable,
  profileId: string,
  chosen: readonly string[] | undefined,
): Promise<readonly string[]> {
  const tiers = await listStudioTiers(db, profileId);
  if (chosen === undefined) return tiers.filter((tier) => !isFreeTier(tier)).map((tier) => tier.id);
  if (chosen.some((id) => !tiers.some((tier) => tier.id === id))) throw httpError("bad_request", "unknownTier");
  return chosen;
}

/**
 * Who an audience is, now (issue 19): its name as a confirmation says it ("Fans of the band", or
 * "members of Supporter and Inner Circle") and its recipients, those on `memberTierIds` marked to
 * get the members-only parts. Another artist's list is not found; a tier not the artist's is refused.
 */
export async function resolveAudience(
  db: Queryable,
  profileId: string,
  audience: NewsletterAudience,
  memberTierIds: readonly string[],
): Promise<{ name: string; recipients: NewRecipient[] }> {
  if ("emailListId" in audience) {
    const list = await findEmailList(db, profileId, audience.emailListId);
    if (!list) throw httpError("not_found", "emailList");
    return { name: list.name, recipients: await listRecipientsOfList(db, profileId, list.id, memberTierIds) };
  }
  const tiers = await listStudioTiers(db, profileId);
  const names: string[] = [];
  for (const id of audience.membershipTierIds) {
    const tier = tiers.find((candidate) => candidate.id === id);
    if (!tier) throw httpError("bad_request", "unknownTier");
    names.push(tier.name);
  }
  return {
    name: `members of ${namesInWords(names)}`,
    recipients: await listRecipientsOfTiers(db, profileId, audience.membershipTierIds, memberTierIds),
  };
}
