import type { MemberEventData, MemberVia } from "../../schema/api/webhookEvents";
import type { Queryable } from "../db/database";
import { newId } from "../security/tokens";
import { emitWebhookEvent } from "./webhookOutbox";

/** A fan's membership moved from `before` to `after` (tier ids, null: none), for a reason (`via`). */
export interface MemberMove {
  readonly profileId: string;
  readonly accountId: string;
  readonly before: string | null;
  readonly after: string | null;
  readonly via: MemberVia;
  /**
   * Names this membership among the fan's memberships over time: a paid one by its subscription
   * (`subscription:<id>`), so a provider's event applied twice is one event; absent, the move's own.
   */
  readonly key?: string;
}

/**
 * Tells integrators of a membership begun (no tier before) or ended (no tier after), in the move's
 * transaction; a move between tiers, or to the tier the fan has, is neither. Callers read `before`
 * with the account's row locked, so two moves at once cannot both see a fan without a tier.
 */
export async function emitMemberMoved(tx: Queryable, move: MemberMove): Promise<void> {
  if ((move.before === null) === (move.after === null)) return;
  const type = move.after !== null ? "member.joined" : "member.cancelled";
  const tierId = (move.after ?? move.before) as string;
  const [row] = await tx.query<{ email: string; first_name: string; last_name: string; tier_name: string }>(
    `SELECT a.email, a.first_name, a.last_name, t.name AS tier_name FROM accounts a
     JOIN membership_tiers t ON t.id = $3 AND t.profile_id = a.profile_id
     WHERE a.profile_id = $1 AND a.id = $2`,
    [move.profileId, move.accountId, tierId],
  );
  if (!row) return;
  const at = Date.now();
  const data: MemberEventData = {
    accountId: move.accountId,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    tierId,
    tierName: row.tier_name,
    via: move.via,
    at: new Date(at).toISOString(),
  };
  await emitWebhookEvent(tx, {
    profileId: move.profileId,
    type,
    changeKey: `${type}:${move.accountId}:${move.key ?? newId()}`,
    at,
    data,
  });
}

/**
 * Puts a fan on a tier of the artist (null: none) and tells integrators if that began or ended a
 * membership. False when the artist has no such fan, or no such tier (nothing changes then).
 */
export async function setMemberTier(
  tx: Queryable,
  move: { profileId: string; accountId: string; tierId: string | null; via: MemberVia; key?: string },
): Promise<boolean> {
  const [current] = await tx.query<{ membership_tier_id: string | null }>(
    "SELECT membership_tier_id FROM accounts WHERE profile_id = $1 AND id = $2 FOR UPDATE",
    [move.profileId, move.accountId],
  );
  if (!current) return false;
  const rows = await tx.query(
    `UPDATE accounts SET membership_tier_id = $3
     WHERE profile_id = $1 AND id = $2
       AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM membership_tiers t WHERE t.id = $3 AND t.profile_id = $1))
     RETURNING id`,
    [move.profileId, move.accountId, move.tierId],
  );
  if (rows.length === 0) return false;
  await emitMemberMoved(tx, { ...move, before: current.membership_tier_id, after: move.tierId });
  return true;
}
