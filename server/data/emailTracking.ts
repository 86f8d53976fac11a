import type { Queryable } from "../db/database";

/** Whether an artist's newsletters count opens (a 1-pixel image) and clicks (links through their site). */
export interface EmailTrackingChoice {
  readonly opens: boolean;
  readonly clicks: boolean;
}

/** The artist's choice; both off for an artist who never made one (and for one not found). */
export async function findEmailTracking(db: Queryable, profileId: string): Promise<EmailTrackingChoice> {
  const [row] = await db.query<{ opens: boolean; clicks: boolean }>(
    "SELECT email_open_tracking AS opens, email_click_tracking AS clicks FROM profiles WHERE id = $1",
    [profileId],
  );
  return { opens: row?.opens === true, clicks: row?.clicks === true };
}

export async function saveEmailTracking(db: Queryable, profileId: string, choice: EmailTrackingChoice): Promise<void> {
  await db.query("UPDATE profiles SET email_open_tracking = $2, email_click_tracking = $3 WHERE id = $1", [
    profileId,
    choice.opens,
    choice.clicks,
  ]);
}

/** Notes that copies of a send went out with the pixel or tracked links (never turns a note off: earlier copies had them). */
export async function markSendTracked(db: Queryable, sendId: string, choice: EmailTrackingChoice): Promise<void> {
  if (!choice.opens && !choice.clicks) return;
  await db.query("UPDATE newsletter_sends SET open_tracking = open_tracking OR $2, click_tracking = click_tracking OR $3 WHERE id = $1", [
    sendId,
    choice.opens,
    choice.clicks,
  ]);
}

/**
 * Records an open or a click of a recipient's copy; nothing when the send or the recipient is not
 * (or no longer) there. `link` is the followed address, "" for an open.
 */
export async function recordEmailEvent(
  db: Queryable,
  event: { readonly sendId: string; readonly email: string; readonly kind: "open" | "click"; readonly link?: string; readonly at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO email_events (send_id, email, kind, link, at)
     SELECT send_id, email, $3, $4, $5 FROM newsletter_recipients WHERE send_id = $1 AND email = $2
     RETURNING id`,
    [event.sendId, event.email, event.kind, (event.link ?? "").slice(0, 2048), event.at],
  );
  return rows.length > 0;
}

/** What the studio shows of a send's reading: recipients sent, distinct openers and clickers, the most followed links. */
export interface EmailResults {
  readonly delivered: number;
  readonly opened: number;
  readonly clicked: number;
  readonly topLinks: { link: string; clicks: number }[];
  /** Whether any copy went out with the pixel, or with tracked links: without, the counts say nothing. */
  readonly opensTracked: boolean;
  readonly clicksTracked: boolean;
}

/** A send's results (of this artist's send only). */
export async function emailResults(db: Queryable, profileId: string, sendId: string): Promise<EmailResults> {
  const [totals] = await db.query<{
    delivered: string | number;
    opened: string | number;
    clicked: string | number;
    open_tracking: boolean;
    click_tracking: boolean;
  }>(
    `SELECT s.open_tracking, s.click_tracking,
       (SELECT count(*) FROM newsletter_recipients r WHERE r.send_id = s.id AND r.status = 'sent') AS delivered,
       (SELECT count(DISTINCT e.email) FROM email_events e WHERE e.send_id = s.id AND e.kind = 'open') AS opened,
       (SELECT count(DISTINCT e.email) FROM email_events e WHERE e.send_id = s.id AND e.kind = 'click') AS clicked
     FROM newsletter_sends s WHERE s.profile_id = $1 AND s.id = $2`,
    [profileId, sendId],
  );
  const links = await db.query<{ link: string; clicks: string | number }>(
    `SELECT e.link, count(*) AS clicks FROM email_events e JOIN newsletter_sends s ON s.id = e.send_id
     WHERE s.profile_id = $1 AND e.send_id = $2 AND e.kind = 'click'
     GROUP BY e.link ORDER BY clicks DESC, e.link LIMIT 10`,
    [profileId, sendId],
  );
  const opensTracked = totals?.open_tracking === true;
  const clicksTracked = totals?.click_tracking === true;
  return {
    delivered: Number(totals?.delivered ?? 0),
    opened: opensTracked ? Number(totals?.opened ?? 0) : 0,
    clicked: clicksTracked ? Number(totals?.clicked ?? 0) : 0,
    topLinks: clicksTracked ? links.map((row) => ({ link: row.link, clicks: Number(row.clicks) })) : [],
    opensTracked,
    clicksTracked,
  };
}
