import { type PollJSON, pollsInDocument } from "../../runtime/richText/poll/pollsIn";
import type { TreeDocument } from "../../runtime/treeNode";
import type { PagePollCounts } from "../../schema/api/pagePolls";
import type { Queryable } from "../db/database";
import { findDocument } from "./documents";

/*
 * Votes in the polls of published pages (table page_poll_votes). Every query takes the artist as
 * $1: a page id or a fan of another artist finds nothing.
 */

/** A published page with the polls it shows; or an email with its polls, `path` null (it is not on the site). */
export interface PublishedPagePolls {
  readonly pageId: string;
  readonly path: string | null;
  readonly polls: readonly PollJSON[];
}

function withPolls(pageId: string, published: unknown): PublishedPagePolls | null {
  const page = published as (TreeDocument & { path?: unknown }) | null;
  if (!page || typeof page.path !== "string") return null;
  return { pageId, path: page.path, polls: pollsInDocument(page) };
}

/** The artist's published page `pageId` and its polls, or null when there is none. */
export async function findPublishedPagePolls(db: Queryable, profileId: string, pageId: string): Promise<PublishedPagePolls | null> {
  const stored = await findDocument(db, profileId, pageId);
  if (stored?.kind !== "page") return null;
  return withPolls(pageId, stored.published);
}

/**
 * What a vote link names (issue 16): a published page, or one of the artist's emails, whose polls
 * are counted with the email (an exported email sent from elsewhere is their only home). An email
 * is never published: its polls are the ones it holds now.
 */
export async function findVotablePolls(db: Queryable, profileId: string, documentId: string): Promise<PublishedPagePolls | null> {
  const stored = await findDocument(db, profileId, documentId);
  if (stored?.kind === "email") return { pageId: documentId, path: null, polls: pollsInDocument(stored.draft as unknown as TreeDocument) };
  if (stored?.kind !== "page") return null;
  return withPolls(documentId, stored.published);
}

/**
 * The first published page (by id) that shows a poll with uid `pollUid`, for a vote that names no
 * page (an email's link). The text search only narrows the pages read; the poll is then found in
 * the page as the renderer sees it.
 */
export async function findPublishedPageWithPoll(db: Queryable, profileId: string, pollUid: string): Promise<PublishedPagePolls | null> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM documents
     WHERE profile_id = $1 AND kind = 'page' AND published IS NOT NULL AND strpos(published::text, $2) > 0
     ORDER BY id LIMIT 20`,
    [profileId, `"uid": "${pollUid}"`],
  );
  for (const row of rows) {
    const page = await findPublishedPagePolls(db, profileId, row.id);
    if (page?.polls.some((poll) => poll.uid === pollUid)) return page;
  }
  return null;
}

/** What a vote does: add the fan's vote, remove it, or toggle it (SPEC §4: a second vote by the same voter removes it). */
export type PagePollVoteChange = "add" | "remove" | "toggle";

export interface PagePollVote {
  readonly pageId: string;
  readonly pollUid: string;
  readonly optionUid: string;
  readonly accountId: string;
}

/**
 * Changes a fan's vote on one option, in one statement: no read and then write. The primary key
 * keeps one vote per fan and option whatever runs at the same time; a toggle deletes the vote if it
 * is there and adds it only if nothing was deleted. Whether the page shows that poll and option is
 * the caller's to check first. Answers false when the account is not a fan of this artist.
 */
export async function changePagePollVote(
  db: Queryable,
  profileId: string,
  vote: PagePollVote,
  change: PagePollVoteChange,
): Promise<{ readonly found: boolean; readonly voted: boolean }> {
  const [row] = await db.query<{ found: number; removed: number }>(
    `WITH target AS (
       SELECT a.profile_id, $2::text AS page_id, $3::text AS poll_uid, $4::text AS option_uid, a.id AS account_id
       FROM accounts a WHERE a.id = $5 AND a.profile_id = $1
     ),
     removed AS (
       DELETE FROM page_poll_votes v USING target t
       WHERE $6::text <> 'add' AND v.profile_id = t.profile_id AND v.page_id = t.page_id AND v.poll_uid = t.poll_uid
         AND v.option_uid = t.option_uid AND v.account_id = t.account_id
       RETURNING v.account_id
     ),
     added AS (
       INSERT INTO page_poll_votes (profile_id, page_id, poll_uid, option_uid, account_id)
       SELECT t.profile_id, t.page_id, t.poll_uid, t.option_uid, t.account_id FROM target t
       WHERE $6::text = 'add' OR ($6::text = 'toggle' AND NOT EXISTS (SELECT 1 FROM removed))
       ON CONFLICT DO NOTHING
       RETURNING account_id
     )
     SELECT (SELECT count(*)::int FROM target) AS found, (SELECT count(*)::int FROM removed) AS removed,
       (SELECT count(*)::int FROM added) AS added`,
    [profileId, vote.pageId, vote.pollUid, vote.optionUid, vote.accountId, change],
  );
  const found = (row?.found ?? 0) > 0;
  if (!found) return { found, voted: false };
  return { found, voted: change === "add" || (change === "toggle" && (row?.removed ?? 0) === 0) };
}

/**
 * The counts of `polls` (a published page's) as the server keeps them: every option of every poll,
 * with its votes and whether `viewerAccountId` gave one (false for a visitor). Votes for options
 * the page no longer shows are not counted.
 */
export async function countPagePolls(
  db: Queryable,
  profileId: string,
  page: PublishedPagePolls,
  viewerAccountId: string | null,
): Promise<PagePollCounts[]> {
  if (page.polls.length === 0) return [];
  const rows = await db.query<{ poll_uid: string; option_uid: string; votes: number; voted: boolean }>(
    `SELECT poll_uid, option_uid, count(*)::int AS votes, coalesce(bool_or(account_id = $3::text), false) AS voted
     FROM page_poll_votes WHERE profile_id = $1 AND page_id = $2
     GROUP BY poll_uid, option_uid`,
    [profileId, page.pageId, viewerAccountId],
  );
  const counted = new Map(rows.map((row) => [`${row.poll_uid}:${row.option_uid}`, row]));
  return page.polls.map((poll) => ({
    uid: poll.uid,
    options: poll.options.map((option) => {
      const row = counted.get(`${poll.uid}:${option.uid}`);
      return { uid: option.uid, votes: row?.votes ?? 0, voted: row?.voted ?? false };
    }),
  }));
}
