import type { Queryable } from "../db/database";
import { listOwnedProducts } from "./library";

/** One value of a fan's data, as a cell of its CSV and a field of its JSON. */
export type FanDataValue = string | number | boolean | null;
/** One kind of a fan's data: records of the same fields. */
export type FanDataRecords = readonly Record<string, FanDataValue>[];

/** Everything the artist's site keeps about a fan (GDPR art. 15 and 20), one list per kind. */
export interface FanData {
  readonly profile: FanDataRecords;
  readonly orders: FanDataRecords;
  readonly library: FanDataRecords;
  readonly memberships: FanDataRecords;
  readonly comments: FanDataRecords;
  readonly likes: FanDataRecords;
  readonly saves: FanDataRecords;
  readonly votes: FanDataRecords;
  readonly listSubscriptions: FanDataRecords;
  readonly contactMessages: FanDataRecords;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

type Row = Record<string, FanDataValue | Date>;

/** Rows with their dates written as ISO 8601 text, for JSON and CSV alike. */
function plain(rows: readonly Row[]): FanDataRecords {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? iso(value) : value])),
  );
}

/**
 * Reads a fan's data at one artist: their details, their orders line by line (gifts with whom
 * they went to), the releases in their library, their memberships, comments, likes, saves, votes
 * in polls of posts and pages, the artist's email lists their address is on, and what they sent
 * through the artist's Contact forms from it.
 */
export async function collectFanData(db: Queryable, profileId: string, accountId: string): Promise<FanData | null> {
  const [account] = await db.query<Row & { email: string }>(
    `SELECT a.id, a.first_name AS "firstName", a.last_name AS "lastName", a.email, a.email_confirmed_at AS "emailConfirmedAt",
       (SELECT t.name FROM membership_tiers t WHERE t.id = a.membership_tier_id) AS "membershipTier", a.created_at AS "createdAt"
     FROM accounts a WHERE a.profile_id = $1 AND a.id = $2`,
    [profileId, accountId],
  );
  if (!account) return null;
  const ids = [profileId, accountId];
  const orders = await db.query<Row>(
    `SELECT o.id AS "orderId", o.created_at AS "createdAt", o.status, o.total_cents AS "orderTotalCents", o.email AS "receiptEmail",
       i.position + 1 AS line, i.title, i.price_cents AS "priceCents",
       i.recipient_name AS "giftRecipientName", i.recipient_email AS "giftRecipientEmail", i.recipient_message AS "giftMessage"
     FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.profile_id = $1 AND o.account_id = $2 ORDER BY o.created_at, o.id, i.position`,
    ids,
  );
  const owned = await listOwnedProducts(db, profileId, accountId);
  const library = owned.map((product) => ({ productId: product.id, title: product.title, artist: product.artist }));
  const memberships = await db.query<Row>(
    `SELECT s.id, t.name AS tier, s.billing_interval AS "billingInterval", s.amount_cents AS "amountCents", s.status,
       s.current_period_end AS "currentPeriodEnd", s.cancel_at_period_end AS "cancelAtPeriodEnd", s.created_at AS "createdAt"
     FROM membership_subscriptions s JOIN membership_tiers t ON t.id = s.membership_tier_id
     WHERE s.profile_id = $1 AND s.account_id = $2 ORDER BY s.created_at`,
    ids,
  );
  const comments = await db.query<Row>(
    `SELECT id, entity_type AS "entityType", entity_id AS "entityId", content, created_at AS "createdAt"
     FROM comments WHERE profile_id = $1 AND account_id = $2 ORDER BY created_at, id`,
    ids,
  );
  const marks = (table: "likes" | "saves") =>
    db.query<Row>(
      `SELECT entity_type AS "entityType", entity_id AS "entityId", created_at AS "createdAt"
       FROM ${table} WHERE profile_id = $1 AND account_id = $2 ORDER BY created_at, entity_id`,
      ids,
    );
  const votes = await db.query<Row>(
    `SELECT 'post' AS "pollOf", v.post_id AS "where", o.text AS choice, v.created_at AS "createdAt"
     FROM poll_votes v JOIN posts p ON p.id = v.post_id JOIN poll_options o ON o.post_id = v.post_id AND o.uid = v.option_uid
     WHERE p.profile_id = $1 AND v.account_id = $2
     UNION ALL
     SELECT 'page', v.page_id || '#' || v.poll_uid, v.option_uid, v.created_at
     FROM page_poll_votes v WHERE v.profile_id = $1 AND v.account_id = $2
     ORDER BY 4`,
    ids,
  );
  const listSubscriptions = await db.query<Row>(
    `SELECT l.name AS list, s.email, s.status, s.joined_at AS "joinedAt", s.confirmed_at AS "confirmedAt"
     FROM email_subscribers s JOIN email_lists l ON l.id = s.email_list_id
     WHERE l.profile_id = $1 AND lower(s.email) = lower($2) ORDER BY s.joined_at`,
    [profileId, account.email],
  );
  const contactMessages = await db.query<Row>(
    `SELECT page_path AS "page", name, email, phone, subject, message, custom::text AS "ownFields", created_at AS "sentAt"
     FROM contact_messages WHERE profile_id = $1 AND lower(email) = lower($2) ORDER BY created_at, seq`,
    [profileId, account.email],
  );
  return {
    profile: plain([account]),
    orders: plain(orders),
    library,
    memberships: plain(memberships),
    comments: plain(comments),
    likes: plain(await marks("likes")),
    saves: plain(await marks("saves")),
    votes: plain(votes),
    listSubscriptions: plain(listSubscriptions),
    contactMessages: plain(contactMessages),
  };
}
