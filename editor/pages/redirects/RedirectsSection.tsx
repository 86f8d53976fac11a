import { useState } from "react";
import type { RedirectsApi } from "../../api/redirectsApi";
import { SiteSettingsSection } from "../../panels/site/SiteSettingsSection";
import { ListStates } from "../../shell/ListStates";
import { StudioTable } from "../../shell/StudioTable";
import { AddRedirectForm } from "./AddRedirectForm";
import { ImportRedirects } from "./ImportRedirects";
import { useRedirects } from "./useRedirects";

/**
 * Site settings › Redirects (issue 39, item 7): the artist's old paths and where each goes now,
 * each removable; one added by hand, or many from a file, previewed before they are saved. The
 * site follows a redirect only where no page answers the path.
 */
export function RedirectsSection({ profileId, api }: { readonly profileId: string; readonly api: RedirectsApi }) {
  const state = useRedirects(profileId, api);
  const { list, refresh, redirects, busy, refusal, done } = state;
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  return (
    <SiteSettingsSection title="Redirects" name="redirects">
      <p className="studio-hint">Moved from another site? Send its old addresses to your pages, so old links still work.</p>
      <ListStates list={list} loading="Loading your redirects…" empty={null} onRetry={() => void refresh()} />
      {redirects ? (
        <>
          {redirects.length === 0 ? (
            <p className="site-settings__empty">No redirects yet.</p>
          ) : (
            // Named apart from the section's region "Redirects", which holds it.
            <StudioTable label="Redirects, table" columns={["Old path", "New path"]} actions className="site-settings__redirects">
              {redirects.map((redirect) => (
                <tr key={redirect.fromPath}>
                  <th scope="row">{redirect.fromPath}</th>
                  <td>
                    {redirect.toPath} <span className="site-settings__redirect-type">{redirect.permanent ? "301" : "302"}</span>
                  </td>
                  <td>
                    <button type="button" disabled={busy} onClick={() => void state.remove(redirect.fromPath)}>
                      Remove <span className="studio-visually-hidden">the redirect from {redirect.fromPath}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </StudioTable>
          )}
          <AddRedirectForm busy={busy} onSave={state.save} />
          <ImportRedirects
            busy={busy}
            preview={state.preview?.result ?? null}
            onFile={(text) => {
              setFileProblem(null);
              void state.previewFile(text);
            }}
            onApply={() => void state.applyFile()}
            onCancel={state.cancelFile}
            onTooLarge={setFileProblem}
          />
        </>
      ) : null}
      {refusal || fileProblem ? (
        <p className="studio-field-error" role="alert">
          {refusal ?? fileProblem}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
    </SiteSettingsSection>
  );
}
