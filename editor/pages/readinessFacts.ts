import type { ReadinessFacts } from "../../runtime/readinessFacts";
import { studioApi } from "../api/studioApi";

/**
 * What the site holds now, read as Publish is pressed (a list deleted in another tab counts): the
 * artist's email lists and the tiers fans can join. What cannot be read is left unknown, and its
 * check skipped: Publish never fails because a check could not run.
 */
export async function readinessFacts(
  profileId: string,
  api: Pick<typeof studioApi, "listEmailLists" | "listTiers"> = studioApi,
): Promise<ReadinessFacts> {
  const [lists, tiers] = await Promise.allSettled([api.listEmailLists(profileId), api.listTiers(profileId)]);
  return {
    emailListIds: lists.status === "fulfilled" ? lists.value.map((list) => list.id) : null,
    joinableTiers: tiers.status === "fulfilled" ? tiers.value.filter((tier) => !tier.hidden).length : null,
  };
}
