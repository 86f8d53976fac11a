import { type FormEvent, useState } from "react";
import type { Redirect } from "../../../schema/api/redirects";
import { errorMessage } from "../../../schema/errors";
import { checkRedirectFrom, checkRedirectTo, REDIRECT_PATH_MAX_LENGTH, type RedirectPathProblem } from "../../../schema/rules/redirects";
import { AdminField } from "../../shell/AdminField";

const WHICH = { from: "The old path", to: "The new path" } as const;

function problemWords(problem: RedirectPathProblem, which: keyof typeof WHICH): string {
  return problem === "withQuery" ? errorMessage("redirect_invalid", "withQuery") : errorMessage("redirect_invalid", problem, WHICH[which]);
}

/**
 * Adding a redirect by hand: both paths are checked here first, as the server checks them, and
 * the fields empty once it is saved. An old path already redirected is replaced.
 */
export function AddRedirectForm({ busy, onSave }: { readonly busy: boolean; onSave(redirect: Redirect): Promise<boolean> }) {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [permanent, setPermanent] = useState(true);
  const [problems, setProblems] = useState<{ from?: string; to?: string }>({});

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const fromPath = checkRedirectFrom(from);
    const toPath = checkRedirectTo(to);
    const next = {
      ...(fromPath.ok ? {} : { from: problemWords(fromPath.problem, "from") }),
      ...(toPath.ok ? {} : { to: problemWords(toPath.problem, "to") }),
    };
    if (fromPath.ok && toPath.ok && toPath.value.split(/[?#]/)[0] === fromPath.value)
      next.to = errorMessage("redirect_invalid", "toItself");
    setProblems(next);
    if (!fromPath.ok || !toPath.ok || next.to) return;
    if (await onSave({ fromPath: fromPath.value, toPath: toPath.value, permanent })) {
      setFrom("");
      setTo("");
    }
  };

  return (
    <form className="site-settings__add-redirect" onSubmit={(event) => void add(event)} noValidate>
      <AdminField
        label="Old path"
        value={from}
        onChange={setFrom}
        problem={problems.from}
        placeholder="/tour-2024"
        maxLength={REDIRECT_PATH_MAX_LENGTH}
      />
      <AdminField
        label="New path"
        value={to}
        onChange={setTo}
        problem={problems.to}
        placeholder="/tour"
        maxLength={REDIRECT_PATH_MAX_LENGTH}
      />
      <label>
        <input type="checkbox" checked={!permanent} onChange={(event) => setPermanent(!event.target.checked)} /> Temporary redirect (302),
        not permanent (301)
      </label>
      <button type="submit" disabled={busy || from.trim() === "" || to.trim() === ""}>
        Add redirect
      </button>
    </form>
  );
}
