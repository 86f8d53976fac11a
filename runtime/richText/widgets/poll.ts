import type { PollNodeJSON } from "../../../schema/richText/poll";
import type { RichAttributes, RichElementFactory } from "../richElementFactory";

/**
 * The site's address that votes for one option of a poll (issue 15: 'In an email a poll shows its
 * question and each option as a link that votes on the site'). The site's /polls/vote screen logs
 * the fan in if needed (to /login and back), sets their vote on that option (a second open of the
 * link changes nothing), and goes on to the published page that shows the poll, where the fan sees
 * the counts. A path of the site: the email's export makes it absolute with the site's address.
 *
 * @example pollVoteHref("qwert", "abcde") // "/polls/vote?poll=qwert&option=abcde"
 * @example pollVoteHref("qwert", "abcde", "email-1") // "/polls/vote?poll=qwert&option=abcde&in=email-1"
 */
export function pollVoteHref(pollUid: string, optionUid: string, emailId?: string): string {
  // Both are five lowercase letters (the schema's pattern): nothing to encode.
  const href = `/polls/vote?poll=${pollUid}&option=${optionUid}`;
  // A poll in an email is counted with its email, which the link names (the email may be the poll's only home).
  return emailId === undefined ? href : `${href}&in=${encodeURIComponent(emailId)}`;
}

export const POLL_CLASS = "bl-rt-poll";
export const POLL_QUESTION_CLASS = "bl-rt-poll-question";
export const POLL_OPTIONS_CLASS = "bl-rt-poll-options";
export const POLL_OPTION_CLASS = "bl-rt-poll-option";

const QUESTION: RichAttributes = { class: POLL_QUESTION_CLASS };
const OPTIONS: RichAttributes = { class: POLL_OPTIONS_CLASS };

/**
 * A poll as the HTML export (and a page outside the site, such as the properties' static render)
 * shows it: the question, and each option as a link that votes on the site. No counts: the stored
 * votes are not what a page counts (see `schema/richText/poll.ts`), and an email cannot know the
 * server's. Plain block elements, so it holds in mail clients.
 */
export function describePoll<T>(node: PollNodeJSON, make: RichElementFactory<T>, key: number): T {
  const options = node.options.map((option, index) =>
    make.element(
      "li",
      null,
      null,
      [make.element("a", { class: POLL_OPTION_CLASS, href: pollVoteHref(node.uid, option.uid) }, null, [make.text(option.text)], 0)],
      index,
    ),
  );
  return make.element(
    "div",
    { class: POLL_CLASS, "data-poll": node.uid },
    null,
    [make.element("p", QUESTION, null, [make.text(node.question)], 0), make.element("ul", OPTIONS, null, options, 1)],
    key,
  );
}
