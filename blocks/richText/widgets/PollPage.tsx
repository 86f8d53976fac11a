import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { LoadState } from "../../../runtime/dataNeeds";
import { useInterpreter } from "../../../runtime/interpreter/InterpreterContext";
import type { PagePollCounts } from "../../../schema/api/pagePolls";
import { useSiteService } from "../../siteServices";
import { withVoteToggled } from "./pollCounts";

/** What a page's polls share: the server's counts, and voting. */
export interface PollPage {
  /** The poll's counts as last known (the server's, or a vote not yet answered); undefined before any. */
  countsOf(pollUid: string): PagePollCounts | undefined;
  /** A fan toggles their vote on an option; a visitor is sent to /login and back to this page. */
  vote(pollUid: string, optionUid: string): void;
}

/** Present only on a published page of the site: elsewhere (the studio, an export) a poll shows its static form. */
export const PollPageContext = createContext<PollPage | null>(null);

export function usePollPage(): PollPage | null {
  return useContext(PollPageContext);
}

function byUid(loaded: LoadState<PagePollCounts[]>): ReadonlyMap<string, PagePollCounts> {
  return new Map(loaded.status === "ready" ? loaded.value.map((poll) => [poll.uid, poll]) : []);
}

/**
 * /login with this page (path and query) to come back to after (SPEC §6, as likes and comments do),
 * written as the site's own 'Log in' links write it (site/shell/loginHref.ts): encoded, but for the
 * characters a query value may hold as they are, so the address stays readable.
 */
export function pollLoginHref(pathname: string, search: string): string {
  const target = `${pathname}${search}`;
  return `/login?redirect=${encodeURIComponent(target).replace(/%(2F|3F|3D|3A|40)/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))}`;
}

/**
 * The polls of one Text block on a published page (issue 15). Counts start as the server rendered
 * them (a visitor's view); once the page runs for a logged-in fan, they are loaded again with the
 * fan's own votes. A vote shows at once and the server's answer replaces it; when the last vote in
 * flight on a poll settles, what shows is what the server last said (a failure is only logged,
 * SPEC §8), so quick clicks never leave a count the server does not hold.
 */
export function PollPageProvider({
  pageId,
  loaded,
  children,
}: {
  readonly pageId: string;
  readonly loaded: LoadState<PagePollCounts[]>;
  readonly children: ReactNode;
}) {
  const { viewer, navigate, mode } = useInterpreter();
  const votePagePoll = useSiteService("votePagePoll");
  const loadPagePolls = useSiteService("pagePolls");
  const [shown, setShown] = useState(() => byUid(loaded));
  const confirmed = useRef(shown);
  const pending = useRef(new Map<string, number>());

  // The fan's own votes: asked for when a fan is known (the server rendered as a visitor), and
  // again when the viewer changes (logging out clears them).
  const askedAs = useRef<boolean | null>(null);
  useEffect(() => {
    if (!loadPagePolls || askedAs.current === viewer.loggedIn) return;
    const first = askedAs.current === null;
    askedAs.current = viewer.loggedIn;
    if (first && !viewer.loggedIn) return;
    let current = true;
    loadPagePolls(pageId).then(
      (polls) => {
        if (!current) return;
        const fresh = new Map(polls.map((poll) => [poll.uid, poll]));
        confirmed.current = fresh;
        // A poll with a vote in flight keeps what it shows until that vote settles.
        setShown(
          (before) =>
            new Map([...fresh].map(([uid, poll]) => [uid, (pending.current.get(uid) ?? 0) > 0 ? (before.get(uid) ?? poll) : poll])),
        );
      },
      (error: unknown) => console.error(`Could not load the polls of page ${pageId}`, error),
    );
    return () => {
      current = false;
    };
  }, [loadPagePolls, pageId, viewer.loggedIn]);

  const settle = useCallback((pollUid: string, answer: PagePollCounts | undefined) => {
    if (answer) confirmed.current = new Map(confirmed.current).set(pollUid, answer);
    const left = (pending.current.get(pollUid) ?? 1) - 1;
    pending.current.set(pollUid, left);
    if (left > 0) return;
    const last = confirmed.current.get(pollUid);
    setShown((before) => {
      const next = new Map(before);
      if (last) next.set(pollUid, last);
      else next.delete(pollUid);
      return next;
    });
  }, []);

  const vote = useCallback(
    (pollUid: string, optionUid: string) => {
      if (mode === "edit") return;
      if (!viewer.loggedIn) {
        const href = pollLoginHref(window.location.pathname, window.location.search);
        if (navigate) navigate(href, {});
        else window.location.assign(href);
        return;
      }
      if (!votePagePoll) return;
      const before = shown.get(pollUid) ?? { uid: pollUid, options: [] };
      const after = withVoteToggled(before, optionUid);
      const voted = after.options.find((option) => option.uid === optionUid)?.voted ?? true;
      setShown((current) => new Map(current).set(pollUid, after));
      pending.current.set(pollUid, (pending.current.get(pollUid) ?? 0) + 1);
      votePagePoll({ pageId, pollUid, optionUid, voted }).then(
        (answer) => settle(pollUid, answer.poll),
        (error: unknown) => {
          console.error(`Could not vote in poll ${pollUid} of page ${pageId}`, error);
          settle(pollUid, undefined);
        },
      );
    },
    [mode, viewer.loggedIn, navigate, votePagePoll, pageId, shown, settle],
  );

  const value = useMemo<PollPage>(() => ({ countsOf: (uid) => shown.get(uid), vote }), [shown, vote]);
  return <PollPageContext.Provider value={value}>{children}</PollPageContext.Provider>;
}
