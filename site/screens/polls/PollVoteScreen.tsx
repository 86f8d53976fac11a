import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { endpoints } from "../../../client/api/endpoints";
import type { ScreenProps } from "../../app/routeTypes";
import { loginHref } from "../../shell/loginHref";
import { useAuthState } from "../account/useAuthState";

const UID = /^[a-z]{5}$/;

/** The poll and option a vote link names (`?poll=…&option=…`), or null when it names none properly. */
export function linkedVote(search: URLSearchParams): { pollUid: string; optionUid: string } | null {
  const pollUid = search.get("poll") ?? "";
  const optionUid = search.get("option") ?? "";
  return UID.test(pollUid) && UID.test(optionUid) ? { pollUid, optionUid } : null;
}

type Outcome = { readonly state: "voting" } | { readonly state: "failed" };

/**
 * /polls/vote?poll=…&option=… (issue 15: in an email 'each option as a link that votes on the
 * site'; `pollVoteHref` builds it). A visitor goes to /login and comes back here; a fan's vote is
 * set on that option (a second open of the link changes nothing: it sets, never toggles) and the
 * fan goes on to the published page that shows the poll, to see the counts.
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
    endpoints.votePagePoll(null, { ...vote, voted: true }).then(
      (answer) => navigate(answer.path, { replace: true }),
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
      {failed ? (
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
