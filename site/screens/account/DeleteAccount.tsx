import { type FormEvent, useEffect, useRef, useState } from "react";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { REGISTRATION_MESSAGES } from "../../../schema/rules/registration";
import { Modal } from "../../ui/Modal";
import { FormField } from "./FormField";

/** What the section asks of the server; the site's API by default, fakes in tests. */
export interface AccountDeletionApi {
  deleteMyAccount(password: string): Promise<unknown>;
}

const passwordFieldOf = (form: HTMLFormElement | null) => form?.querySelector<HTMLInputElement>("input[type=password]");

/** What deleting the account does, said before the fan confirms and in the mail after. */
function WhatHappens({ artistName }: { readonly artistName: string }) {
  return (
    <ul className="account-erasure__list">
      <li>Your memberships are cancelled at once and will not renew.</li>
      <li>Your library is lost: you can no longer play or download the music you bought or were given.</li>
      <li>Your comments stay, shown as by "a former fan".</li>
      <li>Your orders stay for {artistName}'s accounting, without your name or email address.</li>
      <li>Everything else about you is erased, and you are signed out everywhere. This cannot be undone.</li>
    </ul>
  );
}

/**
 * 'Delete my account' (issue 35, item 4; GDPR art. 17): says what happens, then asks for the
 * password in a dialog (the site's modal: focus stays inside, Escape or Cancel closes it). Once
 * deleted, `onDeleted` signs the fan out here; every other session ended on the server.
 */
export function DeleteAccount({
  artistName,
  onDeleted,
  api = endpoints,
}: {
  readonly artistName: string;
  readonly onDeleted: () => void;
  readonly api?: AccountDeletionApi;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The password is what the fan types next: focused once the dialog has opened (its own effect,
  // a child's, runs first and would focus its Close button), so Enter then deletes.
  useEffect(() => {
    if (open) passwordFieldOf(form.current)?.focus();
  }, [open]);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setPassword("");
    setError(null);
    setProblem(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (password === "") {
      setError(REGISTRATION_MESSAGES.passwordRequired);
      passwordFieldOf(form.current)?.focus();
      return;
    }
    setError(null);
    setProblem(null);
    setBusy(true);
    try {
      await api.deleteMyAccount(password);
      onDeleted();
    } catch (failure) {
      setProblem(await apiErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <section className="account-card" aria-labelledby="account-delete-title">
      <h2 className="account-card__title" id="account-delete-title">
        Delete my account
      </h2>
      <WhatHappens artistName={artistName} />
      <div className="account-card__actions">
        <button type="button" className="bl-button bl-button--outline" onClick={() => setOpen(true)}>
          Delete my account…
        </button>
      </div>
      <Modal open={open} title="Delete your account?" onClose={close} size="sm">
        <form ref={form} className="auth-form account-erasure__confirm" noValidate onSubmit={submit} aria-busy={busy}>
          <WhatHappens artistName={artistName} />
          <FormField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => setPassword(event.target.value)}
          />
          {problem ? (
            <p className="site-form-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="account-card__actions">
            <button type="submit" className="bl-button bl-button--primary" disabled={busy}>
              {busy ? "Deleting…" : "Delete my account"}
            </button>
            <button type="button" className="bl-button bl-button--outline" onClick={close} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
