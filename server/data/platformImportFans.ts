import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { emitMemberMoved } from "./webhookMemberEvents";

/** A person of an import that makes fans (Patreon): the artist's tier they get, and whether they are invited. */
export interface PendingFan {
  /** The artist's tier, complimentary until they subscribe here; null for none. */
  readonly tierId: string | null;
  /** Active patrons are invited; former and declined ones become fans without being mailed. */
  readonly invite: boolean;
}

/** Someone an import's batch made a fan of, or gave a membership: whom the invitation goes to. */
export interface FanInvitation {
  readonly accountId: string;
  readonly email: string;
  readonly firstName: string;
  /** The tier's name when the import gave a complimentary membership. */
  readonly tierName: string | null;
  /** An account made by the import (no password yet: the invitation's link sets one). */
  readonly created: boolean;
}

type FanRow = { readonly email: string; readonly firstName: string; readonly lastName: string; readonly fan: PendingFan };

/**
 * Makes the batch's people fans of the artist, in `tx`: an address with no account gets one with no
 * password (signing in needs the link the invitation carries) and the mapped tier; an account
 * already here is linked, never duplicated, and gets the tier only when it has no membership (never
 * a second one). Each is recorded for undo with what it was given. Returns whom to invite: made
 * accounts of invited people, and fans here who were given a membership.
 */
export async function writeImportedFans(
  tx: Queryable,
  importId: string,
  profileId: string,
  people: readonly FanRow[],
): Promise<FanInvitation[]> {
  // Only the artist's own tiers: one deleted since the preview gives nothing.
  const tiers = new Map(
    (await tx.query<{ id: string; name: string }>("SELECT id, name FROM membership_tiers WHERE profile_id = $1", [profileId])).map(
      (tier) => [tier.id, tier.name] as const,
    ),
  );
  const invitations: FanInvitation[] = [];
  for (const person of people) {
    const tierId = person.fan.tierId !== null && tiers.has(person.fan.tierId) ? person.fan.tierId : null;
    const given = await linkOrCreate(tx, importId, profileId, person, tierId);
    if (!given) continue;
    // A complimentary membership begins: integrators hear of it as of any other (issue 40, webhooks).
    if (given.tierId !== null)
      await emitMemberMoved(tx, { profileId, accountId: given.accountId, before: null, after: given.tierId, via: "import", key: importId });
    const tierName = given.tierId === null ? null : (tiers.get(given.tierId) ?? null);
    if ((given.created && person.fan.invite) || tierName !== null)
      invitations.push({ accountId: given.accountId, email: person.email, firstName: person.firstName, tierName, created: given.created });
  }
  return invitations;
}

async function linkOrCreate(
  tx: Queryable,
  importId: string,
  profileId: string,
  person: FanRow,
  tierId: string | null,
): Promise<{ accountId: string; created: boolean; tierId: string | null } | null> {
  // Fans gave this artist no consent to news or release announcements: off until they turn them on.
  const [made] = await tx.query<{ id: string }>(
    `INSERT INTO accounts (id, profile_id, first_name, last_name, email, password_hash, membership_tier_id, email_news, email_releases)
     VALUES ($1, $2, $3, $4, $5, '', $6, false, false)
     ON CONFLICT (profile_id, email) DO NOTHING RETURNING id`,
    [newId(), profileId, person.firstName, person.lastName, person.email, tierId],
  );
  if (made) {
    await record(tx, importId, made.id, true, tierId);
    return { accountId: made.id, created: true, tierId };
  }
  const [existing] = await tx.query<{ id: string }>("SELECT id FROM accounts WHERE profile_id = $1 AND email = $2", [
    profileId,
    person.email,
  ]);
  if (!existing) return null;
  const [granted] =
    tierId === null
      ? []
      : await tx.query<{ id: string }>(
          "UPDATE accounts SET membership_tier_id = $3 WHERE profile_id = $1 AND id = $2 AND membership_tier_id IS NULL RETURNING id",
          [profileId, existing.id, tierId],
        );
  const given = granted ? tierId : null;
  // Linked once per import: the same address twice in a file (or a batch written again) records it once.
  if (!(await record(tx, importId, existing.id, false, given))) return null;
  return { accountId: existing.id, created: false, tierId: given };
}

async function record(tx: Queryable, importId: string, accountId: string, created: boolean, tierId: string | null): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO platform_import_accounts (import_id, account_id, created, tier_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (import_id, account_id) DO NOTHING RETURNING account_id`,
    [importId, accountId, created, tierId],
  );
  return rows.length > 0;
}

/** What undoing an import's fans left in place. */
export interface KeptFans {
  readonly fans: number;
  readonly memberships: number;
}

/**
 * Undoes what an import did to fans, in `tx`: each complimentary membership it gave ends unless the
 * fan has since changed it or subscribed here, and each account it made is deleted unless its fan
 * has since signed in or set a password (then it is theirs). Fans it only linked stay as they were.
 */
export async function undoImportedFans(tx: Queryable, profileId: string, importId: string): Promise<KeptFans> {
  const [given] = await tx.query<{ memberships: number; fans: number }>(
    `SELECT count(*) FILTER (WHERE tier_id IS NOT NULL)::int AS memberships, count(*) FILTER (WHERE created)::int AS fans
     FROM platform_import_accounts WHERE import_id = $1`,
    [importId],
  );
  const ended = await tx.query<{ id: string; tier_id: string }>(
    `UPDATE accounts a SET membership_tier_id = NULL FROM platform_import_accounts r
     WHERE r.import_id = $2 AND r.account_id = a.id AND a.profile_id = $1 AND r.tier_id IS NOT NULL AND a.membership_tier_id = r.tier_id
       AND NOT EXISTS (SELECT 1 FROM membership_subscriptions s WHERE s.account_id = a.id AND s.status IN ('active', 'past_due'))
     RETURNING a.id, r.tier_id`,
    [profileId, importId],
  );
  for (const end of ended)
    await emitMemberMoved(tx, { profileId, accountId: end.id, before: end.tier_id, after: null, via: "import", key: `undo:${importId}` });
  const removed = await tx.query(
    `DELETE FROM accounts a USING platform_import_accounts r
     WHERE r.import_id = $2 AND r.account_id = a.id AND a.profile_id = $1 AND r.created
       AND r.signed_in_at IS NULL AND a.password_hash = ''
       AND NOT EXISTS (SELECT 1 FROM membership_subscriptions s WHERE s.account_id = a.id)
     RETURNING a.id`,
    [profileId, importId],
  );
  return { fans: (given?.fans ?? 0) - removed.length, memberships: (given?.memberships ?? 0) - ended.length };
}

/** Every tier of the artist's, hidden ones too (a tier kept for members brought from elsewhere), lowest rank first. */
export async function tiersToMapTo(db: Queryable, profileId: string): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>("SELECT id, name FROM membership_tiers WHERE profile_id = $1 ORDER BY rank, id", [
    profileId,
  ]);
}
