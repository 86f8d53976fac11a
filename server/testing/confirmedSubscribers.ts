import { listRecipientsOfList } from "../data/newsletterAudience";
import type { Queryable } from "../db/database";

/** The addresses a newsletter to the list goes to (confirmed, not suppressed), for tests of consent. */
export async function listConfirmedSubscribers(db: Queryable, profileId: string, emailListId: string): Promise<{ email: string }[]> {
  return (await listRecipientsOfList(db, profileId, emailListId, [])).map(({ email }) => ({ email }));
}
