import type { PagePollCounts } from "../../../schema/api/pagePolls";
import type { PollNodeJSON } from "../../../schema/richText/poll";

/** One option as a page shows it: the document's text, the server's count and whether the fan voted for it. */
export interface ShownPollOption {
  readonly uid: string;
  readonly text: string;
  readonly votes: number;
  readonly voted: boolean;
}

/**
 * The poll's options in the document's order with the server's counts: an option the server has
 * not counted yet (just published) shows 0, and counts for options the page no longer shows are
 * not shown.
 */
export function shownOptions(node: PollNodeJSON, counts: PagePollCounts | undefined): ShownPollOption[] {
  const byUid = new Map(counts?.options.map((option) => [option.uid, option]));
  return node.options.map((option) => {
    const counted = byUid.get(option.uid);
    return { uid: option.uid, text: option.text, votes: counted?.votes ?? 0, voted: counted?.voted ?? false };
  });
}

/**
 * The counts with the fan's vote on `optionUid` toggled, shown before the server answers (SPEC §4:
 * a second vote by the same voter removes it); the server's answer replaces them.
 */
export function withVoteToggled(counts: PagePollCounts, optionUid: string): PagePollCounts {
  const known = counts.options.some((option) => option.uid === optionUid);
  const options = known ? counts.options : [...counts.options, { uid: optionUid, votes: 0, voted: false }];
  return {
    ...counts,
    options: options.map((option) =>
      option.uid === optionUid ? { ...option, voted: !option.voted, votes: Math.max(0, option.votes + (option.voted ? -1 : 1)) } : option,
    ),
  };
}

/** Every vote of the poll, for the share each option shows. */
export function totalVotes(options: readonly { readonly votes: number }[]): number {
  return options.reduce((sum, option) => sum + option.votes, 0);
}

/** An option's share of the votes, in whole percent (0 when nobody has voted). */
export function voteShare(votes: number, total: number): number {
  return total > 0 ? Math.round((votes / total) * 100) : 0;
}

/** "1 vote", "3 votes". */
export function votesLabel(votes: number): string {
  return votes === 1 ? "1 vote" : `${votes} votes`;
}
