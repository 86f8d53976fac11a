import { useState } from "react";
import { emailError, normalizeEmail } from "../../schema/rules/registration";
import { apiErrorMessage } from "../api/client";

/** Where asking for an emailed link stands: the address it went to once sent, the reason when refused. */
export type LinkRequestState = { kind: "idle" | "busy" } | { kind: "sent"; email: string } | { kind: "refused"; message: string };

/**
 * Asking for a link by email for the address a login form holds (issue 35: a fan's sign-in link,
 * an editor's password reset): the address is judged as the server stores it (trimmed, lowercased)
 * before anything is sent, and the answer is the same whoever it is, so `sent` names the address
 * for the page to say what happens if it has an account.
 */
export function useLinkRequest(request: (email: string) => Promise<unknown>): {
  state: LinkRequestState;
  ask(email: string): Promise<void>;
} {
  const [state, setState] = useState<LinkRequestState>({ kind: "idle" });
  const ask = async (typed: string) => {
    const email = normalizeEmail(typed);
    const problem = emailError(email);
    if (problem) {
      setState({ kind: "refused", message: `${problem}: type your address above first.` });
      return;
    }
    setState({ kind: "busy" });
    try {
      await request(email);
      setState({ kind: "sent", email });
    } catch (error) {
      setState({ kind: "refused", message: await apiErrorMessage(error) });
    }
  };
  return { state, ask };
}
