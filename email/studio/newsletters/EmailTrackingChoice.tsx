import { useEffect, useId, useState } from "react";
import type { NewslettersApi } from "../../../editor/api/newslettersApi";
import { useToast } from "../../../editor/shell/toasts";
import type { EmailTracking } from "../../../schema/api/emailTracking";
import { errorMessageOf } from "../../../schema/errors";

/**
 * The artist's choice of open and click tracking (issue 38), off until turned on: counting opens
 * puts a 1-pixel image in each copy, counting clicks sends each copy's links through the artist's
 * site. It applies to the copies sent from then on; a newsletter already sent keeps what it had.
 */
export function EmailTrackingChoice({
  profileId,
  api,
}: {
  readonly profileId: string;
  readonly api: Pick<NewslettersApi, "getEmailTracking" | "saveEmailTracking">;
}) {
  const id = useId();
  const [choice, setChoice] = useState<EmailTracking | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  useEffect(() => {
    let current = true;
    api.getEmailTracking(profileId).then(
      (loaded) => current && setChoice(loaded),
      (error: unknown) => current && setProblem(errorMessageOf(error, "Open and click tracking could not be loaded")),
    );
    return () => {
      current = false;
    };
  }, [api, profileId]);

  const change = async (next: EmailTracking) => {
    setBusy(true);
    setProblem(null);
    try {
      setChoice(await api.saveEmailTracking(profileId, next));
      toast("Saved: newsletters sent from now on follow it");
    } catch (error) {
      setProblem(`The choice was not saved: ${errorMessageOf(error, "the server did not answer")}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="studio-admin__panel" aria-labelledby={`${id}-head`}>
      <h3 id={`${id}-head`}>Open and click tracking</h3>
      <p className="studio-hint">
        Off unless you turn it on. It applies to newsletters sent from now on, and counts people, not every open. Some mail apps open every
        image, or block them: the numbers are a guide.
      </p>
      <label className="studio-admin__inline" htmlFor={`${id}-opens`}>
        <input
          id={`${id}-opens`}
          type="checkbox"
          checked={choice?.opens ?? false}
          disabled={choice === null || busy}
          onChange={(event) => choice && void change({ ...choice, opens: event.target.checked })}
        />
        Count opens (a 1-pixel image)
      </label>
      <label className="studio-admin__inline" htmlFor={`${id}-clicks`}>
        <input
          id={`${id}-clicks`}
          type="checkbox"
          checked={choice?.clicks ?? false}
          disabled={choice === null || busy}
          onChange={(event) => choice && void change({ ...choice, clicks: event.target.checked })}
        />
        Count clicks (links go through your site)
      </label>
      {problem ? (
        <p className="studio-field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
