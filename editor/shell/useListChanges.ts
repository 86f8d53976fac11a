import { useCallback, useState } from "react";
import { errorMessageOf } from "../../schema/errors";

/**
 * The changes a studio section makes to what it lists: each runs, then the list loads again
 * (`refresh`), and a refusal is shown in the server's words ("The tier was not deleted: This tier
 * has 12 members…"), since only the server knows why (a tier with members, a list a page uses).
 */
export function useListChanges(refresh: () => Promise<void>) {
  const [problem, setProblem] = useState<string | null>(null);

  /** Runs a change and loads the list again: null when done, "<failure>: <the server's words>" when refused (for a form to show). */
  const attempt = useCallback(
    async (run: () => Promise<unknown>, failure: string): Promise<string | null> => {
      try {
        await run();
        setProblem(null);
        await refresh();
        return null;
      } catch (error) {
        return `${failure}: ${errorMessageOf(error, "the server did not answer")}`;
      }
    },
    [refresh],
  );

  /** The same, with the refusal shown as the section's problem. */
  const change = useCallback(
    async (run: () => Promise<unknown>, failure: string): Promise<void> => {
      const refused = await attempt(run, failure);
      if (refused !== null) setProblem(refused);
    },
    [attempt],
  );

  return { problem, setProblem, attempt, change };
}
