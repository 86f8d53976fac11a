import { useEffect, useState } from "react";
import { MENTION_RESULTS, type MentionSource } from "../../catalogues/mentions";

export interface MentionSearch {
  /** The names found for the current query, at most `MENTION_RESULTS`; none while it is looked up. */
  readonly names: readonly string[];
  /** Whether the current query's lookup is under way. */
  readonly searching: boolean;
}

/** The last answer, with the query it answers, so that an answer is never shown for another query. */
interface Answer {
  readonly query: string;
  readonly names: readonly string[];
}

/**
 * The names `source` gives for `query`, looked up again whenever it changes; a null query (no menu)
 * gives none. The lookup still under way when the query changes, or the menu closes, is aborted,
 * so a slow answer for '@ni' can never replace the one for '@nina'.
 */
export function useMentionSearch(source: MentionSource, query: string | null): MentionSearch {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    source.search(query, controller.signal).then(
      (names) => {
        if (!controller.signal.aborted) setAnswer({ query, names: names.slice(0, MENTION_RESULTS) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A directory that fails leaves the picker empty; the person keeps typing (SPEC §8 logs such failures only).
        console.error("Mention search failed:", error);
        setAnswer({ query, names: [] });
      },
    );
    return () => controller.abort();
  }, [source, query]);

  if (query === null) return { names: [], searching: false };
  if (answer?.query !== query) return { names: [], searching: true };
  return { names: answer.names, searching: false };
}
