import { useEffect, useRef } from "react";
import { apiErrorMessage } from "../../client/api/client";
import { useMounted } from "../app/useMounted";

/** What the server said a link opens, or why it opens nothing, in words. */
export type LinkCheck<Answer> = { readonly ok: true; readonly answer: Answer } | { readonly ok: false; readonly message: string };

/**
 * The pages of emailed links (sign-up, list confirmation, unsubscribe) ask the server what their
 * token opens once they are in the browser (after hydration: the server rendered "Opening the
 * link…"), and change nothing by opening: mail scanners open links too. `onChecked` hears the
 * answer, unless the page moved on to another token or away first.
 */
export function useLinkCheck<Answer>(
  token: string,
  check: (token: string) => Promise<Answer>,
  onChecked: (result: LinkCheck<Answer>) => void,
): void {
  const mounted = useMounted();
  // The latest callbacks, so a page that passes new ones each render does not ask again.
  const latest = useRef({ check, onChecked });
  latest.current = { check, onChecked };

  useEffect(() => {
    if (!mounted) return;
    let current = true;
    latest.current.check(token).then(
      (answer) => {
        if (current) latest.current.onChecked({ ok: true, answer });
      },
      async (error: unknown) => {
        const message = await apiErrorMessage(error);
        if (current) latest.current.onChecked({ ok: false, message });
      },
    );
    return () => {
      current = false;
    };
  }, [mounted, token]);
}
