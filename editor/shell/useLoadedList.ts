import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessageOf } from "../../schema/errors";

/** What a studio section loads from the server (a list, a page of one): loading, failed with a sentence, or its value. */
export type Loaded<V> =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string }
  | { readonly state: "ready"; readonly value: V };

/** A list a studio section loads from the server. */
export type LoadedList<T> = Loaded<readonly T[]>;

/**
 * Loads a section's list (or a page of it) on mount, when `load` changes (another search, another
 * page) and on `refresh` (after each change the section makes), saying
 * "<what> could not be loaded: <why>" when it fails.
 */
export function useLoadedList<V>(what: string, load: () => Promise<V>): { list: Loaded<V>; refresh(): Promise<void> } {
  const [list, setList] = useState<Loaded<V>>({ state: "loading" });
  // Only the latest load is shown: an earlier one (the search before the filter) may answer after it.
  const latest = useRef(0);
  const refresh = useCallback(async () => {
    const asked = ++latest.current;
    try {
      const value = await load();
      if (asked === latest.current) setList({ state: "ready", value });
    } catch (error) {
      if (asked !== latest.current) return;
      setList({ state: "failed", message: `${what} could not be loaded: ${errorMessageOf(error, "the server did not answer")}` });
    }
  }, [what, load]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { list, refresh };
}
