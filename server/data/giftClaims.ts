import type { Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";
import { GIFT_STATE_SQL, type GiftState } from "./giftStates";

/** Orders whose payment went through and was not refunded: their gifts can be claimed and kept. */
const PAID_STATUSES = "('paid', 'processing', 'shipped', 'delivered')";

/** A gift as its claim link shows it, within one artist's site. */
export interface Gift {
  readonly orderId: string;
  readonly position: number;
  readonly productId: string;
  readonly title: string;
  /** The buyer's first name (their account may be gone: then empty). */
  readonly senderFirstName: string;
  /** Where the buyer's receipt went: the claim notice goes there too. */
  readonly senderEmail: string;
  readonly recipientName: string;
  readonly recipientEmail: string;
  readonly message: string;
  /** Its order is paid and not refunded: the gift can be claimed, and kept. */
  readonly paid: boolean;
  readonly claimed: boolean;
  /** Who claimed it (null before, or when that account was deleted since). */
  readonly claimedBy: string | null;
}

interface GiftRow {
  order_id: string;
  position: number;
  product_id: string;
  title: string;
  sender_first_name: string | null;
  sender_email: string;
  recipient_name: string | null;
  recipient_email: string;
  recipient_message: string | null;
  paid: boolean;
  claimed: boolean;
  claimed_by: string | null;
}

const toGift = (row: GiftRow): Gift => ({
  orderId: row.order_id,
  position: row.position,
  productId: row.product_id,
  title: row.title,
  senderFirstName: row.sender_first_name ?? "",
  senderEmail: row.sender_email,
  recipientName: row.recipient_name ?? "",
  recipientEmail: row.recipient_email,
  message: row.recipient_message ?? "",
  paid: row.paid,
  claimed: row.claimed,
  claimedBy: row.claimed_by,
});

/**
 * Takes the delivery of one gift line: the first caller gets a new token (only its hash is
 * stored) to send; anyone after, or at the same time, gets null, so the gift goes out once.
 */
export async function deliverGiftLine(
  db: Queryable,
  line: { profileId: string; orderId: string; position: number },
): Promise<string | null> {
  const token = createToken();
  const rows = await db.query(
    `INSERT INTO gift_claims (order_id, position, profile_id, token_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id, position) DO NOTHING RETURNING order_id`,
    [line.orderId, line.position, line.profileId, hashToken(token)],
  );
  return rows.length > 0 ? token : null;
}

/**
 * A new claim link for a gift not claimed yet (its resend, issue 30): the line's token is replaced
 * (the link sent before stops working) or, for a line never delivered, made. Null when the gift was
 * claimed: a resend cannot take it back from whoever has it.
 */
export async function reissueGiftLine(
  db: Queryable,
  line: { profileId: string; orderId: string; position: number },
): Promise<string | null> {
  const token = createToken();
  const rows = await db.query(
    `INSERT INTO gift_claims (order_id, position, profile_id, token_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id, position) DO UPDATE SET token_hash = EXCLUDED.token_hash, delivered_at = now()
       WHERE gift_claims.claimed_at IS NULL
     RETURNING order_id`,
    [line.orderId, line.position, line.profileId, hashToken(token)],
  );
  return rows.length > 0 ? token : null;
}

/** The gift a token of this artist's site opens, whatever state it is in; null for any other token. */
export async function findGift(db: Queryable, profileId: string, token: string): Promise<Gift | null> {
  const [row] = await db.query<GiftRow>(
    `SELECT g.order_id, g.position, i.product_id, i.title, a.first_name AS sender_first_name, o.email AS sender_email,
       i.recipient_name, i.recipient_email, i.recipient_message, o.status IN ${PAID_STATUSES} AS paid, g.claimed_at IS NOT NULL AS claimed, g.claimed_by
     FROM gift_claims g
     JOIN order_items i ON i.order_id = g.order_id AND i.position = g.position
     JOIN orders o ON o.id = g.order_id
     LEFT JOIN accounts a ON a.id = o.account_id
     WHERE g.token_hash = $1 AND g.profile_id = $2`,
    [hashToken(token), profileId],
  );
  return row ? toGift(row) : null;
}

/** What a claim did: took the gift now (`first`), or found it as it was. */
export type GiftClaim =
  | { readonly outcome: "claimed"; readonly first: boolean; readonly gift: Gift }
  | { readonly outcome: "taken" | "withdrawn"; readonly gift: Gift }
  | { readonly outcome: "unknown" };

/**
 * Claims a gift for a fan: one statement takes it only while nobody has and its order is paid,
 * so of two fans claiming at once one gets it. Claiming again one's own gift answers as the first
 * time did (`first` false); another's is `taken`; a refunded order's is `withdrawn`.
 */
export async function claimGift(db: Queryable, profileId: string, token: string, accountId: string): Promise<GiftClaim> {
  const taken = await db.query(
    `UPDATE gift_claims g SET claimed_at = now(), claimed_by = $3
     FROM orders o
     WHERE g.token_hash = $1 AND g.profile_id = $2 AND g.claimed_at IS NULL AND o.id = g.order_id AND o.status IN ${PAID_STATUSES}
     RETURNING g.order_id`,
    [hashToken(token), profileId, accountId],
  );
  const gift = await findGift(db, profileId, token);
  if (!gift) return { outcome: "unknown" };
  if (taken.length > 0) return { outcome: "claimed", first: true, gift };
  if (!gift.paid) return { outcome: "withdrawn", gift };
  if (gift.claimedBy === accountId) return { outcome: "claimed", first: false, gift };
  return { outcome: "taken", gift };
}

/** A gift a fan sent, as their account page lists it. */
export interface SentGift {
  readonly orderId: string;
  readonly position: number;
  readonly productId: string;
  readonly title: string;
  readonly recipientName: string;
  readonly claimed: boolean;
  /** Waiting for the buyer to confirm their address (a $0 order's gifts, issue 30). */
  readonly held: boolean;
  readonly sentAt: string;
}

/** The most gifts the account page lists: the newest. */
export const SENT_GIFTS_SHOWN = 50;

/** The releases a fan sent as gifts in paid orders at this artist, newest first, each with whether it was claimed. */
export async function listSentGifts(db: Queryable, profileId: string, accountId: string): Promise<SentGift[]> {
  const rows = await db.query<{
    order_id: string;
    position: number;
    product_id: string;
    title: string;
    recipient_name: string | null;
    state: GiftState;
    created_at: Date | string;
  }>(
    `SELECT o.id AS order_id, i.position, i.product_id, i.title, i.recipient_name, ${GIFT_STATE_SQL} AS state, o.created_at
     FROM order_items i
     JOIN orders o ON o.id = i.order_id
     JOIN products p ON p.id = i.product_id
     LEFT JOIN gift_claims g ON g.order_id = i.order_id AND g.position = i.position
     LEFT JOIN accounts a ON a.id = o.account_id
     WHERE o.profile_id = $1 AND o.account_id = $2 AND i.recipient_email IS NOT NULL AND p.category = 'Music'
       AND o.status IN ${PAID_STATUSES}
     ORDER BY o.created_at DESC, i.position LIMIT $3`,
    [profileId, accountId, SENT_GIFTS_SHOWN],
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    position: row.position,
    productId: row.product_id,
    title: row.title,
    recipientName: row.recipient_name ?? "",
    claimed: row.state === "claimed",
    held: row.state === "held",
    sentAt: new Date(row.created_at).toISOString(),
  }));
}
