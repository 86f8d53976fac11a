import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/database";

/** What fans did on the site (the beacon's events): `visitor` is the day's hash (server/analytics/visitorHash.ts). */
export type SiteAnalyticsKind = "pageview" | "play_start" | "play_30s" | "play_complete" | "click";

/**
 * What happened in the artist's business, recorded by the server where it happens (issue 38):
 * no beacon, so no visitor (""), and nothing personal (server/analytics/businessEvent.ts).
 */
export type BusinessAnalyticsKind =
  | "list_join"
  | "follow"
  | "checkout_start"
  | "order_paid"
  | "membership_start"
  | "membership_renew"
  | "membership_change"
  | "membership_cancel"
  | "email_delivered";

/** What was kept, as kept: never an address or an identifier. */
export type AnalyticsKind = SiteAnalyticsKind | BusinessAnalyticsKind;

export interface AnalyticsRow {
  readonly profileId: string;
  readonly at: Date;
  readonly kind: AnalyticsKind;
  readonly visitor: string;
  /** The page's path. */
  readonly path: string;
  /** Where the visit came from: another site's host, or the campaign's utm_source; "" for none. */
  readonly source: string;
  readonly utmMedium: string;
  readonly utmCampaign: string;
  readonly device: string;
  readonly country: string;
  /** What the event is about: a track's id for plays, a link for clicks. */
  readonly subject: string;
  readonly releaseId: string;
  readonly preview: boolean;
  /** Money the event moved, in cents (an order's total; a membership's change of monthly revenue, negative when it ends); 0 for none. */
  readonly amountCents: number;
}

/** Writes a batch of events in one statement: one array per column, unnested. */
export async function insertAnalyticsEvents(db: Queryable, rows: readonly AnalyticsRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: AnalyticsRow) => T) => rows.map(pick);
  await db.query(
    `INSERT INTO analytics_events (profile_id, at, kind, visitor, path, source, utm_medium, utm_campaign, device, country, subject, release_id, preview, amount_cents)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[], $12::text[], $13::boolean[], $14::bigint[])`,
    [
      column((row) => row.profileId),
      column((row) => row.at.toISOString()),
      column((row) => row.kind),
      column((row) => row.visitor),
      column((row) => row.path),
      column((row) => row.source),
      column((row) => row.utmMedium),
      column((row) => row.utmCampaign),
      column((row) => row.device),
      column((row) => row.country),
      column((row) => row.subject),
      column((row) => row.releaseId),
      column((row) => row.preview),
      column((row) => Math.round(row.amountCents)),
    ],
  );
}

/**
 * The secret of a UTC day (YYYY-MM-DD), made on its first use by whichever server asks first (the
 * others read the same one); every earlier day's secret is deleted here, so a day's hashes can no
 * longer be tied back to anyone once it is over.
 */
export async function daySecret(db: Queryable, day: string): Promise<string> {
  await db.query("DELETE FROM analytics_salts WHERE day < $1::date", [day]);
  await db.query("INSERT INTO analytics_salts (day, secret) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING", [
    day,
    randomBytes(32).toString("base64url"),
  ]);
  const [row] = await db.query<{ secret: string }>("SELECT secret FROM analytics_salts WHERE day = $1::date", [day]);
  if (!row) throw new Error(`no analytics secret for ${day}`);
  return row.secret;
}
