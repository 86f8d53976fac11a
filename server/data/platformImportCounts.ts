import type { Queryable } from "../db/database";
import type { ImportedPerson } from "../imports/platformRows";

/** What an import would do (its preview) or did: counted by kind, as the studio shows them. */
export interface PlatformImportCounts {
  /** Distinct people in the file. */
  readonly people: number;
  /** People already the artist's fans (an account here with the same address). */
  readonly existingFans: number;
  /** Subscribers new to the chosen list. */
  readonly newSubscribers: number;
  /** Subscribers already on the chosen list: left as they are. */
  readonly alreadySubscribed: number;
  /** Addresses unsubscribed or cleaned there: suppressed here, never mailed. */
  readonly suppressed: number;
  /** Active members with a tier there. */
  readonly memberships: number;
  /** Purchase rows, kept as history: never orders paid here. */
  readonly purchases: number;
  /** Accounts to make (an import that makes fans): people not yet fans here. */
  readonly newFans: number;
  /** Members there no longer: fans here without a membership, not invited. */
  readonly formerMembers: number;
}

/**
 * An import that makes fans (Patreon): the artist's tier each tier of the file maps to (null: none),
 * checked to be the artist's own by the caller.
 */
export interface FanImport {
  readonly tierIds: ReadonlyMap<string, string | null>;
}

export const mappedTier = (fans: FanImport, person: ImportedPerson) =>
  person.tier === null ? null : (fans.tierIds.get(person.tier) ?? null);

/** The people's addresses, once each. */
const addresses = (people: readonly ImportedPerson[]) => [...new Set(people.map((person) => person.email))];

export const subscribersOf = (people: readonly ImportedPerson[]) => people.filter((person) => person.consent === "subscribed");
export const suppressedOf = (people: readonly ImportedPerson[]) =>
  people.filter((person) => person.consent === "unsubscribed" || person.consent === "cleaned");

/** Counts what importing `people` into the list would do. Reads only: a preview writes nothing. */
export async function countPlatformImport(
  db: Queryable,
  profileId: string,
  emailListId: string | null,
  people: readonly ImportedPerson[],
  making: FanImport | null = null,
): Promise<PlatformImportCounts> {
  const everyone = addresses(people);
  const subscribing = addresses(subscribersOf(people));
  const fans = await db.query<{ email: string; member: boolean }>(
    "SELECT email, membership_tier_id IS NOT NULL AS member FROM accounts WHERE profile_id = $1 AND email = ANY($2::text[])",
    [profileId, everyone],
  );
  const members = new Set(fans.filter((fan) => fan.member).map((fan) => fan.email));
  // A fan here who is a member already is never given a second membership.
  const memberships =
    making === null
      ? people.filter((person) => person.tier !== null).length
      : addresses(people.filter((person) => mappedTier(making, person) !== null && !members.has(person.email))).length;
  const listed =
    emailListId === null
      ? []
      : await db.query<{ email: string }>(
          `SELECT s.email FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id
           WHERE l.profile_id = $1 AND l.id = $2 AND s.email = ANY($3::text[])`,
          [profileId, emailListId, subscribing],
        );
  return {
    people: everyone.length,
    existingFans: fans.length,
    newSubscribers: emailListId === null ? 0 : subscribing.length - listed.length,
    alreadySubscribed: listed.length,
    suppressed: addresses(suppressedOf(people)).length,
    memberships,
    purchases: people.filter((person) => person.purchase !== null).length,
    newFans: making === null ? 0 : everyone.length - fans.length,
    formerMembers: addresses(people.filter((person) => person.lapsed)).length,
  };
}
