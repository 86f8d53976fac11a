import { useEffect, useState } from "react";
import { errorMessageOf } from "../../schema/errors";

/** Where a page opened from an emailed link stands: checking it, refused (in the server's words), or its form for what it leads to. */
export type CheckedLink<T> = { step: "checking" } | { step: "refused"; message: string } | { step: "form"; link: T };

/**
 * Checks an emailed one-time link once, when its page opens (a new owner's password, an invitation
 * into a studio), without using it up: the page shows its form, or why the link does not work.
 * `refuse` puts the page in the refused state later, when using the link finds it gone.
 */
export function useCheckedLink<T>(check: () => Promise<T>, token: string): { state: CheckedLink<T>; refuse(message: string): void } {
  const [state, setState] = useState<CheckedLink<T>>({ step: "checking" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is checked once per token, whatever function the page passes.
  useEffect(() => {
    let live = true;
    check().then(
      (link) => live && setState({ step: "form", link }),
      (caught: unknown) => live && setState({ step: "refused", message: errorMessageOf(caught) }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return { state, refuse: (message) => setState({ step: "refused", message }) };
}
