import { type FormEvent, useState } from "react";
import type { Redirect } from "../../../schema/api/redirects";
import { checkRedirect } from "../../../schema/rules/checkRedirect";
import { REDIRECT_PATH_MAX_LENGTH } from "../../../schema/rules/redirects";
import { AdminField } from "../../shell/AdminField";

/**
 * Adding a redirect by hand: both paths are checked here first, as the server checks them, and
 * the fields empty once it is saved. An old path already redirected is replaced.
 */
export function AddRedirectForm({ busy, onSave }: { readonly busy: boolean; onSave(redirect: Redirect): Promise<boolean> }) {
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [permanent, setPermanent] = useState(true);
  const [problems, setProblems] = useState<{ fromPath?: string; toPath?: string }>({});

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRedirect({ fromPath: from, toPath: to, permanent });
    setProblems(checked.ok ? {} : Object.fromEntries(checked.refusals.map((each) => [each.field, each.message])));
    if (!checked.ok) return;
    if (await onSave(checked.value)) {
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
        problem={problems.fromPath}
        placeholder="/tour-2024"
        maxLength={REDIRECT_PATH_MAX_LENGTH}
      />
      <AdminField
        label="New path"
        value={to}
        onChange={setTo}
        problem={problems.toPath}
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
