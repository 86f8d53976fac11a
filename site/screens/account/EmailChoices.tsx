import { useEffect, useState } from "react";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import type { EmailPreferences } from "../../../schema/api/emailPreferences";

/** What the section asks of the server; the site's API by default, fakes in tests. */
export interface EmailChoicesApi {
  emailPreferences(): Promise<EmailPreferences>;
  changeEmailPreferences(change: Partial<EmailPreferences>): Promise<EmailPreferences>;
}

const KINDS: readonly { key: keyof EmailPreferences; label: string; hint: string }[] = [
  { key: "posts", label: "New posts", hint: "A post you can read, when the artist sends it by email." },
  { key: "news", label: "News", hint: "The artist's newsletters." },
  { key: "releases", label: "New releases", hint: "When new music comes out." },
];

type Loaded = { kind: "loading" } | { kind: "ready"; preferences: EmailPreferences } | { kind: "failed"; message: string };

/**
 * The account page's email choices (issue 37): new posts, news and new releases, each on until the
 * fan turns it off. A box saves as it is ticked; what the server answers is what the boxes show.
 * Unsubscribing from an email's link stops every email of the artist; this stops one kind.
 */
export function EmailChoices({ artistName, api = endpoints }: { readonly artistName: string; readonly api?: EmailChoicesApi }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<keyof EmailPreferences | null>(null);

  useEffect(() => {
    let current = true;
    api.emailPreferences().then(
      (preferences) => current && setLoaded({ kind: "ready", preferences }),
      async (error: unknown) => {
        const message = await apiErrorMessage(error);
        if (current) setLoaded({ kind: "failed", message });
      },
    );
    return () => {
      current = false;
    };
  }, [api]);

  const change = async (key: keyof EmailPreferences, on: boolean) => {
    setSaving(key);
    setProblem(null);
    try {
      setLoaded({ kind: "ready", preferences: await api.changeEmailPreferences({ [key]: on }) });
    } catch (error) {
      setProblem(await apiErrorMessage(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className="account-card" aria-labelledby="account-emails-title">
      <h2 className="account-card__title" id="account-emails-title">
        Emails
      </h2>
      <p>Choose which emails you get from {artistName}.</p>
      {loaded.kind === "loading" ? <p aria-busy="true">Loading your choices…</p> : null}
      {loaded.kind === "failed" ? (
        <p className="site-form-error" role="alert">
          {loaded.message}
        </p>
      ) : null}
      {loaded.kind === "ready" ? (
        <fieldset className="account-email-choices">
          <legend className="site-visually-hidden">Emails you get</legend>
          {KINDS.map(({ key, label, hint }) => (
            <label key={key} className="account-email-choices__item">
              <input
                type="checkbox"
                checked={loaded.preferences[key]}
                disabled={saving !== null}
                onChange={(event) => void change(key, event.target.checked)}
              />{" "}
              <span>
                <strong>{label}</strong> <span className="account-email-choices__hint">{hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {problem ? (
        <p className="site-form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
