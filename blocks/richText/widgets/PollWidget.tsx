import {
  POLL_CLASS,
  POLL_OPTION_CLASS,
  POLL_OPTIONS_CLASS,
  POLL_QUESTION_CLASS,
  pollVoteHref,
} from "../../../runtime/richText/widgets/poll";
import type { PollNodeJSON } from "../../../schema/richText/poll";
import { usePollPage } from "./PollPage";
import { shownOptions, totalVotes, voteShare, votesLabel } from "./pollCounts";

/**
 * A poll on a page (issue 15). On a published page of the site (inside a `PollPageProvider`) it is
 * real: a button per option with the server's count, the fan's own votes pressed, a click that
 * votes (a visitor goes to /login and back). Anywhere else it is the HTML export's static form
 * (`describePoll`): the question and a link per option that votes on the site.
 */
export function PollWidget({ node }: { node: PollNodeJSON }) {
  const page = usePollPage();
  if (!page) return <StaticPoll node={node} />;
  const options = shownOptions(node, page.countsOf(node.uid));
  const total = totalVotes(options);
  return (
    <fieldset className={`${POLL_CLASS} ${POLL_CLASS}--live`} data-poll={node.uid}>
      <legend className={POLL_QUESTION_CLASS}>{node.question}</legend>
      <ul className={POLL_OPTIONS_CLASS}>
        {options.map((option) => {
          const share = voteShare(option.votes, total);
          return (
            <li key={option.uid}>
              <button
                type="button"
                className={option.voted ? `${POLL_OPTION_CLASS} ${POLL_OPTION_CLASS}--voted` : POLL_OPTION_CLASS}
                aria-pressed={option.voted}
                onClick={() => page.vote(node.uid, option.uid)}
              >
                <span className="bl-rt-poll-bar" style={{ width: `${share}%` }} aria-hidden="true" />
                <span className="bl-rt-poll-text">{option.text}</span>
                <span className="bl-rt-poll-count">{votesLabel(option.votes)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="bl-rt-poll-total">{total === 1 ? "1 vote in all" : `${total} votes in all`}</p>
    </fieldset>
  );
}

/** The static form, element for element as `describePoll` builds it (the properties hold the two together). */
function StaticPoll({ node }: { node: PollNodeJSON }) {
  return (
    <div className={POLL_CLASS} data-poll={node.uid}>
      <p className={POLL_QUESTION_CLASS}>{node.question}</p>
      <ul className={POLL_OPTIONS_CLASS}>
        {node.options.map((option) => (
          <li key={option.uid}>
            <a className={POLL_OPTION_CLASS} href={pollVoteHref(node.uid, option.uid)}>
              {option.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
