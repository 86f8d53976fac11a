import { useState } from "react";
import { errorMessageOf } from "../../schema/errors";
import { useLoadedList } from "./useLoadedList";

/**
 * A list the studio loads, and the changes made to it where every change answers the list as it
 * now is (shown from then on, in place of the loaded one) and a sentence saying what it did, or
 * the server's words why not. One change at a time: `busy` while it runs. (useListChanges is for
 * changes that answer nothing: the list loads again after each.)
 * @example const { shown, change } = useAnsweredChanges("Your domains", load, (answer) => answer);
 */
export function useAnsweredChanges<Answer, Shown>(what: string, load: () => Promise<Answer>, shownOf: (answer: Answer) => Shown) {
  const { list, refresh } = useLoadedList(what, load);
  const [latest, setLatest] = useState<{ shown: Shown } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = latest ? latest.shown : list.state === "ready" ? shownOf(list.value) : null;

  /** Runs one change: its answer (the list as it now is) or null when it was refused; `said` words what it did. */
  async function change<T extends Answer>(run: () => Promise<T>, said: (answer: T) => string | null): Promise<T | null> {
    setBusy(true);
    setRefusal(null);
    setDone(null);
    try {
      const answer = await run();
      setLatest({ shown: shownOf(answer) });
      setDone(said(answer));
      return answer;
    } catch (error) {
      setRefusal(errorMessageOf(error, "the server did not answer"));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { list, refresh, shown, busy, refusal, done, change };
}
