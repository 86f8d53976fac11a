import { useRef, useState } from "react";
import { endpoints } from "../../../client/api/endpoints";
import type { Poll } from "../../../schema/entities/posts";
import { toggleVote, totalVotes, voteShare } from "./engagement";
import type { MembersSession } from "./useMembersSession";

export type VotePoll = (postId: string, optionUid: string, voted: boolean) => Promise<Poll>;

/**
 * A post's poll: the question, and each option with its votes and share, as the server counts
 * them. A fan votes by choosing an option, and takes the vote back by choosing it again (SPEC §4);
 * the vote shows at once, and the server's count replaces it (a failure puts it back, logged only).
 * A visitor's choice goes to /login.
 */
export function PollView({
  postId,
  poll: initial,
  session,
  vote = endpoints.votePoll,
}: {
  readonly postId: string;
  readonly poll: Poll;
  readonly session: MembersSession;
  readonly vote?: VotePoll;
}) {
  const [poll, setPoll] = useState(initial);
  // The server's last poll, to go back to when a vote fails; and the votes in flight.
  const confirmed = useRef(initial);
  const pending = useRef(0);
  // New data for the post (another viewer, a reload): show it.
  const [source, setSource] = useState(initial);
  if (source !== initial) {
    setSource(initial);
    setPoll(initial);
    confirmed.current = initial;
  }
  const total = totalVotes(poll);

  const choose = (uid: string) => {
    if (!session.fan) {
      session.goToLogin();
      return;
    }
    const option = poll.options.find((candidate) => candidate.uid === uid);
    if (!option) return;
    setPoll(toggleVote(poll, uid));
    pending.current += 1;
    vote(postId, uid, !option.voted).then(
      (answer) => {
        confirmed.current = answer;
        pending.current -= 1;
        if (pending.current === 0) setPoll(answer);
      },
      (error: unknown) => {
        console.error(`Could not vote in the poll of post ${postId}`, error);
        pending.current -= 1;
        if (pending.current === 0) setPoll(confirmed.current);
      },
    );
  };

  return (
    <fieldset className="post-poll">
      <legend className="post-poll__question">{poll.question}</legend>
      <ul className="post-poll__options">
        {poll.options.map((option) => {
          const share = voteShare(option.votes, total);
          return (
            <li key={option.uid}>
              <button
                type="button"
                className={option.voted ? "post-poll__option post-poll__option--voted" : "post-poll__option"}
                aria-pressed={option.voted}
                onClick={() => choose(option.uid)}
              >
                <span className="post-poll__bar" style={{ width: `${share}%` }} aria-hidden="true" />
                <span className="post-poll__text">{option.text}</span>
                <span className="post-poll__count">
                  {option.votes === 1 ? "1 vote" : `${option.votes} votes`}
                  <span className="post-poll__share"> · {share}%</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="post-poll__total">{total === 1 ? "1 vote in all" : `${total} votes in all`}</p>
    </fieldset>
  );
}
