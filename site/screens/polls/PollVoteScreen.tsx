import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { endpoints } from "../../../client/api/endpoints";
import type { ScreenProps } from "../../app/routeTypes";
import { loginHref } from "../../shell/loginHref";
import { useAuthState } from "../account/useAuthState";

const UID = /^[a-z]{5}$/;
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What a vote link names: a poll, one of its options, and the email the poll is in when it is one's. */
export interface LinkedVote {
  readonly pollUid: string;
  readonly optionUid: string;
  readonly emailId?: string;
}

/** The poll and option a vote link names (`?poll=…&option=…`, `&in=…` for an email's), or null when it names none properly. */
export function linkedVote(search: URLSearchParams): LinkedVote | null {
  const pollUid = search.get("poll") ?? "";
  const optionUid = search.get("option") ?? "";
  const emailId = search.get("in");
  if (!UID.test(pollUid) || !UID.test(optionUid)) return null;
  if (emailId === null) return { pollUid, optionUid };
  return DOCUMENT_ID.test(emailId) ? { pollUid, optionUid, emailId } : null;
}

type Outcome = { readonly state: "voting" } | { readonly state: "failed" } | { readonly state: "counted"; readonly votes: number };

/**
 * /polls/vote?poll=…&option=… (issue 15: in an email 'each option as a link that votes on the
 * site'; `pollVoteHref` builds it). A visitor goes to /login and comes back here; a fan's vote is
 * set on that option (a second open of the link changes nothing: it sets, never toggles) and the
 * fan goes on to the published page that shows the poll, to see the counts. A poll of an email
 * (`&in=<email>`, issue 16) is counted with its email, and the count shows here.
 */
export function PollVoteScreen({ search }: ScreenProps<null>) {
  const { initialized, authenticated } = useAuthState();
  const [location, navigate] = useLocation();
  const [outcome, setOutcome] = useState<Outcome>({ state: "voting" });
  const query = search.toString();
  const vote = useMemo(() => linkedVote(new URLSearchParams(query)), [query]);
  const sent = useRef(false);

  useEffect(() => {
    if (!initialized || !vote || sent.current) return;
    sent.current = true;
    if (!authenticated) {
      navigate(loginHref(location, query), { replace: true });
      return;
    }
    endpoints.votePagePoll(vote.emailId ?? null, { pollUid: vote.pollUid, optionUid: vote.optionUid, voted: true }).then(
      (answer) => {
        // A page's poll shows its counts on the page; an email's is not on the site: the count shows here.
        if (answer.path !== null) navigate(answer.path, { replace: true });
        else setOutcome({ state: "counted", votes: answer.poll.options.find((option) => option.uid === vote.optionUid)?.votes ?? 1 });
      },
      (error: unknown) => {
        console.error("Could not vote from a poll link", error);
        setOutcome({ state: "failed" });
      },
    );
  }, [initialized, authenticated, vote, navigate, location, query]);

  const failed = !vote || outcome.state === "failed";
  return (
    <div className="site-page poll-vote-page">
      <h1 className="poll-vote-page__title">Poll</h1>
      {outcome.state === "counted" ? (
        <>
          <p role="status">
            Your vote is counted. Your choice has {outcome.votes} {outcome.votes === 1 ? "vote" : "votes"} so far.
          </p>
          <Link href="/" className="bl-button bl-button--primary">
            Go to the home page
          </Link>
        </>
      ) : failed ? (
        <>
          <p>This poll could not be found. It may have been removed from the site.</p>
          <Link href="/" className="bl-button bl-button--primary">
            Go to the home page
          </Link>
        </>
      ) : (
        <p aria-busy="true">Counting your vote…</p>
      )}
    </div>
  );
}
