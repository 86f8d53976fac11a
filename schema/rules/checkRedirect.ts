import { errorMessage } from "../errors";
import { checkRedirectFrom, checkRedirectTo, type RedirectPathProblem, redirectKeyOf } from "./redirects";

/** A redirect as the studio sends it and the server keeps it. */
export interface RedirectInput {
  readonly fromPath: string;
  readonly toPath: string;
  readonly permanent: boolean;
}

/** Why one of a redirect's paths cannot be saved: the field, the message's name in `redirect_invalid`, and the message. */
export interface RedirectRefusal {
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
  return { field, problem, message };
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
 * A redirect as saved, or what is wrong with each of its paths (the old one first): both paths
 * checked as above, the old one perhaps a whole address of the old site, and never to itself (a
 * fan would go round for good).
 * @example checkRedirect({ fromPath: "https://old.example/tour/", toPath: "/events", permanent: true }) // ok, from "/tour"
 */
export function checkRedirect(input: RedirectInput): { ok: true; value: RedirectInput } | { ok: false; refusals: RedirectRefusal[] } {
  const from = checkRedirectFrom(oldPathOf(input.fromPath));
  const to = checkRedirectTo(input.toPath);
  const refusals = [...(from.ok ? [] : [refusal("fromPath", from.problem)]), ...(to.ok ? [] : [refusal("toPath", to.problem)])];
  if (!from.ok || !to.ok) return { ok: false, refusals };
  if (redirectKeyOf(to.value.split(/[?#]/)[0] ?? "") === from.value) return { ok: false, refusals: [refusal("toPath", "toItself")] };
  return { ok: true, value: { fromPath: from.value, toPath: to.value, permanent: input.permanent } };
}
