import { useCallback, useState } from "react";
import { errorMessageOf } from "../../schema/errors";
import { useToast } from "./toasts";

/**
 * The changes a studio section makes to what it lists: each runs, then the list loads again
 * (`refresh`), and a refusal is shown in the server's words ("The tier was not deleted: This tier
 * has 12 members…"), since only the server knows why (a tier with members, a list a page uses).
 * A change that went through may say so in a toast (`done`: "Event deleted").
 */
export function useListChanges(refresh: () => Promise<void>) {
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  /** Runs a change and loads the list again: null when done, "<failure>: <the server's words>" when refused (for a form to show). */
  const attempt = useCallback(
    async (run: () => Promise<unknown>, failure: string, done?: string): Promise<string | null> => {
      try {
        await run();
        setProblem(null);
        if (done) toast(done);
        await refresh();
        return null;
      } catch (error) {
        return `${failure}: ${errorMessageOf(error, "the server did not answer")}`;
      }
    },
    [refresh, toast],
  );

  /** The same, with the refusal shown as the section's problem. */
  const change = useCallback(
    async (run: () => Promise<unknown>, failure: string, done?: string): Promise<void> => {
      const refused = await attempt(run, failure, done);
      if (refused !== null) setProblem(refused);
    },
    [attempt],
  );

  return { problem, setProblem, attempt, change, toast };
}
