import { useCallback, useEffect, useState } from "react";
import { errorMessageOf } from "../../schema/errors";

/** A list a studio section loads from the server: loading, failed with a sentence, or its items. */
export type LoadedList<T> =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string }
  | { readonly state: "ready"; readonly items: readonly T[] };

/**
 * Loads a section's list on mount and on `refresh` (after each change the section makes), saying
 * "<what> could not be loaded: <why>" when it fails.
 */
export function useLoadedList<T>(what: string, load: () => Promise<readonly T[]>): { list: LoadedList<T>; refresh(): Promise<void> } {
  const [list, setList] = useState<LoadedList<T>>({ state: "loading" });
  const refresh = useCallback(async () => {
    try {
      setList({ state: "ready", items: await load() });
    } catch (error) {
      setList({ state: "failed", message: `${what} could not be loaded: ${errorMessageOf(error, "the server did not answer")}` });
    }
  }, [what, load]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { list, refresh };
}
