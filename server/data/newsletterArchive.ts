import type { Queryable } from "../db/database";

/** A newsletter as the site's archive and feeds list it: its subject, its web version's slug, when it went out. */
export interface ArchivedNewsletter {
  readonly subject: string;
  readonly slug: string;
  /** ISO 8601: when sending began. */
  readonly sentAt: string;
}

/** Published web versions: the artist chose one, and sending began (as /newsletters/<slug> shows them). */
const PUBLISHED = "profile_id = $1 AND web_slug IS NOT NULL AND status IN ('sending', 'sent')";

/** One page of an artist's newsletters that have a web version, newest first, and how many there are. */
export async function listArchivedNewsletters(
  db: Queryable,
  profileId: string,
  page: { page: number; limit: number },
): Promise<{ data: ArchivedNewsletter[]; total: number }> {
  const rows = await db.query<{ subject: string; web_slug: string; send_at: Date | string; total: number }>(
    `SELECT subject, web_slug, send_at, count(*) OVER ()::int AS total FROM newsletter_sends WHERE ${PUBLISHED}
     ORDER BY send_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [profileId, page.limit, (page.page - 1) * page.limit],
  );
  const total =
    rows[0]?.total ??
    (page.page === 1
      ? 0
      : ((await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM newsletter_sends WHERE ${PUBLISHED}`, [profileId]))[0]
          ?.total ?? 0));
  return {
    data: rows.map((row) => ({ subject: row.subject, slug: row.web_slug, sentAt: new Date(row.send_at).toISOString() })),
    total,
  };
}
