import type { NewsletterAudience } from "../../schema/api/newsletters";
import { namesInWords } from "../../schema/rules/namesInWords";
import { findEmailList } from "../data/emailLists";
import { listRecipientsOfList, listRecipientsOfTiers } from "../data/newsletterAudience";
import type { NewRecipient } from "../data/newsletterSends";
import { findTier } from "../data/tiers";
import type { Queryable } from "../db/database";
import { httpError } from "../http/httpError";

/**
 * Who an audience is, now (issue 19): its name as a confirmation says it ("Fans of the band", or
 * "members of Supporter and Inner Circle") and its recipients. Another artist's list is not
 * found; a tier not the artist's is refused.
 */
export async function resolveAudience(
  db: Queryable,
  profileId: string,
  audience: NewsletterAudience,
): Promise<{ name: string; recipients: NewRecipient[] }> {
  if ("emailListId" in audience) {
    const list = await findEmailList(db, profileId, audience.emailListId);
    if (!list) throw httpError("not_found", "emailList");
    return { name: list.name, recipients: await listRecipientsOfList(db, profileId, list.id) };
  }
  const names: string[] = [];
  for (const id of audience.membershipTierIds) {
    const tier = await findTier(db, profileId, id);
    if (!tier) throw httpError("bad_request", "unknownTier");
    names.push(tier.name);
  }
  return { name: `members of ${namesInWords(names)}`, recipients: await listRecipientsOfTiers(db, profileId, audience.membershipTierIds) };
}
