import { useCallback, useState } from "react";
import type { Redirect, RedirectImportResult, RedirectList } from "../../../schema/api/redirects";
import type { RedirectsApi } from "../../api/redirectsApi";
import { useAnsweredChanges } from "../../shell/useAnsweredChanges";

/**
 * An artist's redirects and the changes to them: each change answers the redirects as they now
 * are (shown from then on) and a sentence saying what it did, or the server's words why not. An
 * import is previewed first and saved only when confirmed.
 */
export function useRedirects(profileId: string, api: RedirectsApi) {
  const load = useCallback(() => api.listRedirects(profileId), [api, profileId]);
  const {
    list,
    refresh,
    shown: redirects,
    busy,
    refusal,
    done,
    change,
  } = useAnsweredChanges("Your redirects", load, (answer: RedirectList): readonly Redirect[] => answer.redirects);
  const [preview, setPreview] = useState<{ csv: string; result: RedirectImportResult } | null>(null);

  const save = async (redirect: Redirect) =>
    (await change(
      () => api.saveRedirect(profileId, redirect),
      () => `${redirect.fromPath} now redirects to ${redirect.toPath}.`,
    )) !== null;
  const remove = (fromPath: string) =>
    change(
      () => api.removeRedirect(profileId, fromPath),
      () => `The redirect from ${fromPath} was removed.`,
    );
  const previewFile = async (csv: string) => {
    setPreview(null);
    const answer = await change(
      () => api.importRedirects(profileId, csv, false),
      () => null,
    );
    if (answer) setPreview({ csv, result: answer });
  };
  const applyFile = async () => {
    if (!preview) return;
    const answer = await change(
      () => api.importRedirects(profileId, preview.csv, true),
      (result) => `${count(result.added, "redirect")} added, ${count(result.replaced, "redirect")} replaced.`,
    );
    if (answer) setPreview(null);
  };

  return {
    list,
    refresh,
    redirects,
    busy,
    refusal,
    done,
    save,
    remove,
    preview,
    previewFile,
    applyFile,
    cancelFile: () => setPreview(null),
  };
}

/** "1 redirect", "3 redirects". */
export const count = (value: number, noun: string) => `${value.toLocaleString("en-US")} ${noun}${value === 1 ? "" : "s"}`;
