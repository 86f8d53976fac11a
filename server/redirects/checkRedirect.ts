import type { Redirect } from "../../schema/api/redirects";
import { errorMessage } from "../../schema/errors";
import { checkRedirectFrom, checkRedirectTo, type RedirectPathProblem, redirectKeyOf } from "../../schema/rules/redirects";

/** Why a redirect cannot be saved: the field, the message's name in `redirect_invalid`, and the message. */
export interface RedirectRefusal {
  readonly ok: false;
  readonly field: "fromPath" | "toPath";
  readonly problem: RedirectPathProblem | "toItself";
  readonly message: string;
}

const WHICH = { fromPath: "The old path", toPath: "The new path" } as const;

function refusal(field: RedirectRefusal["field"], problem: RedirectRefusal["problem"]): RedirectRefusal {
  const message =
    problem === "withQuery" || problem === "toItself"
      ? errorMessage("redirect_invalid", problem)
      : errorMessage("redirect_invalid", problem, WHICH[field]);
  return { ok: false, field, problem, message };
}

/** An old path given as a whole address of the old site (`https://old.example/tour`): its path, decoded. */
function oldPathOf(input: string): string {
  const text = input.trim();
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    return decodeURIComponent(new URL(text).pathname);
  } catch {
    return text;
  }
}

/**
 * A redirect as saved, or why it cannot be: both paths checked (schema/rules/redirects.ts), the old
 * one perhaps a whole address of the old site, and never to itself (a fan would go round for good).
 */
export function checkRedirect(input: Redirect): { ok: true; value: Redirect } | RedirectRefusal {
  const from = checkRedirectFrom(oldPathOf(input.fromPath));
  if (!from.ok) return refusal("fromPath", from.problem);
  const to = checkRedirectTo(input.toPath);
  if (!to.ok) return refusal("toPath", to.problem);
  if (redirectKeyOf(to.value.split(/[?#]/)[0] ?? "") === from.value) return refusal("toPath", "toItself");
  return { ok: true, value: { fromPath: from.value, toPath: to.value, permanent: input.permanent } };
}
