import type { WelcomeSetting, WelcomeTriggerKind } from "../../schema/api/welcomeEmails";
import type { Queryable } from "../db/database";

/** What a welcome answers: a list's confirmed join, a tier joined, or a first purchase. */
export type WelcomeTrigger =
  | { readonly kind: "list"; readonly id: string }
  | { readonly kind: "tier"; readonly id: string }
  | { readonly kind: "first_purchase" };

const triggerIdOf = (trigger: WelcomeTrigger) => (trigger.kind === "first_purchase" ? "" : trigger.id);

/** The artist's welcomes as they set them: which email answers which trigger, and whether it is on. */
export async function listWelcomeSettings(db: Queryable, profileId: string): Promise<WelcomeSetting[]> {
  const rows = await db.query<{
    trigger_kind: WelcomeTriggerKind;
    trigger_id: string;
    document_id: string;
    enabled: boolean;
    sent: number;
  }>(
    `SELECT w.trigger_kind, w.trigger_id, w.document_id, w.enabled,
       (SELECT count(*)::int FROM welcome_sends s WHERE s.profile_id = w.profile_id AND s.trigger_kind = w.trigger_kind
          AND s.trigger_id = w.trigger_id AND s.skipped IS NULL) AS sent
     FROM welcome_emails w WHERE w.profile_id = $1 ORDER BY w.trigger_kind, w.trigger_id`,
    [profileId],
  );
  return rows.map((row) => ({
    kind: row.trigger_kind,
    triggerId: row.trigger_id,
    documentId: row.document_id,
    enabled: row.enabled,
    sent: row.sent,
  }));
}

/** Sets which email answers a trigger, and whether it is on. */
export async function setWelcome(
  db: Queryable,
  profileId: string,
  trigger: WelcomeTrigger,
  setting: { readonly documentId: string; readonly enabled: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO welcome_emails (profile_id, trigger_kind, trigger_id, document_id, enabled) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (profile_id, trigger_kind, trigger_id) DO UPDATE SET document_id = $4, enabled = $5, updated_at = now()`,
    [profileId, trigger.kind, triggerIdOf(trigger), setting.documentId, setting.enabled],
  );
}

/** Removes a trigger's welcome; false when it had none. */
export async function removeWelcome(db: Queryable, profileId: string, trigger: WelcomeTrigger): Promise<boolean> {
  const rows = await db.query(
    "DELETE FROM welcome_emails WHERE profile_id = $1 AND trigger_kind = $2 AND trigger_id = $3 RETURNING document_id",
    [profileId, trigger.kind, triggerIdOf(trigger)],
  );
  return rows.length > 0;
}

/**
 * Records that a person is owed a trigger's welcome, when the artist has one on for it; at most
 * once per person and trigger, however often the trigger comes (a second join, a replayed payment
 * event). A first purchase's thank-you is owed only when the address paid for no earlier order of
 * the artist (`orderId` is the one just paid). True when owed now.
 */
export async function oweWelcome(
  db: Queryable,
  profileId: string,
  trigger: WelcomeTrigger,
  person: { readonly email: string; readonly firstName: string },
  orderId?: string,
): Promise<boolean> {
  const firstOnly =
    trigger.kind === "first_purchase"
      ? `AND NOT EXISTS (SELECT 1 FROM orders o, orders this WHERE this.id = $6 AND o.profile_id = $1 AND lower(o.email) = lower($4)
           AND o.id <> this.id AND o.created_at < this.created_at AND o.status IN ('paid', 'processing', 'shipped', 'delivered'))`
      : "";
  const rows = await db.query(
    `INSERT INTO welcome_sends (profile_id, trigger_kind, trigger_id, email, first_name)
     SELECT $1, $2, $3, lower($4),
       coalesce(nullif((SELECT a.first_name FROM accounts a WHERE a.profile_id = $1 AND lower(a.email) = lower($4) LIMIT 1), ''), $5)
     WHERE EXISTS (SELECT 1 FROM welcome_emails w
       WHERE w.profile_id = $1 AND w.trigger_kind = $2 AND w.trigger_id = $3 AND w.enabled) ${firstOnly}
     ON CONFLICT DO NOTHING RETURNING email`,
    [
      profileId,
      trigger.kind,
      triggerIdOf(trigger),
      person.email,
      person.firstName,
      ...(trigger.kind === "first_purchase" ? [orderId ?? ""] : []),
    ],
  );
  return rows.length > 0;
}

/**
 * Records a tier's welcome owed to a fan who just moved onto it (a paid subscription started, an
 * upgrade paid, a change at the period's end), in the transaction that moves them: the move and
 * the welcome it owes are written together or not at all. Once per fan and tier, when it is on.
 */
export async function oweTierWelcome(db: Queryable, profileId: string, accountId: string, tierId: string): Promise<void> {
  await db.query(
    `INSERT INTO welcome_sends (profile_id, trigger_kind, trigger_id, email, first_name)
     SELECT $1, 'tier', $3, lower(a.email), a.first_name FROM accounts a
     WHERE a.profile_id = $1 AND a.id = $2 AND EXISTS (SELECT 1 FROM welcome_emails w
       WHERE w.profile_id = $1 AND w.trigger_kind = 'tier' AND w.trigger_id = $3 AND w.enabled)
     ON CONFLICT DO NOTHING`,
    [profileId, accountId, tierId],
  );
}

/** The artists with welcomes owed (at most 1,000 a run). */
export async function listArtistsOwingWelcomes(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ profile_id: string }>("SELECT DISTINCT profile_id FROM welcome_sends WHERE queued_at IS NULL LIMIT 1000");
  return rows.map((row) => row.profile_id);
}

/** A welcome owed, taken to be queued: who, for what, and the email that answers it now (null once removed). */
export interface OwedWelcome {
  readonly profileId: string;
  readonly kind: WelcomeTriggerKind;
  readonly triggerId: string;
  readonly email: string;
  readonly firstName: string;
  readonly documentId: string | null;
}

/** Takes up to `limit` owed welcomes, oldest first, locked for this transaction (another server takes others). */
export async function claimOwedWelcomes(db: Queryable, limit: number): Promise<OwedWelcome[]> {
  const rows = await db.query<{
    profile_id: string;
    trigger_kind: WelcomeTriggerKind;
    trigger_id: string;
    email: string;
    first_name: string;
    document_id: string | null;
  }>(
    `SELECT s.profile_id, s.trigger_kind, s.trigger_id, s.email, s.first_name, w.document_id
     FROM welcome_sends s LEFT JOIN welcome_emails w
       ON w.profile_id = s.profile_id AND w.trigger_kind = s.trigger_kind AND w.trigger_id = s.trigger_id AND w.enabled
     WHERE s.queued_at IS NULL ORDER BY s.owed_at LIMIT $1 FOR UPDATE OF s SKIP LOCKED`,
    [limit],
  );
  return rows.map((row) => ({
    profileId: row.profile_id,
    kind: row.trigger_kind,
    triggerId: row.trigger_id,
    email: row.email,
    firstName: row.first_name,
    documentId: row.document_id,
  }));
}

/** Marks an owed welcome done: queued, or skipped for the reason given. */
export async function settleOwedWelcome(db: Queryable, owed: OwedWelcome, skipped: string | null): Promise<void> {
  await db.query(
    `UPDATE welcome_sends SET queued_at = now(), skipped = $5
     WHERE profile_id = $1 AND trigger_kind = $2 AND trigger_id = $3 AND email = $4`,
    [owed.profileId, owed.kind, owed.triggerId, owed.email, skipped],
  );
}
