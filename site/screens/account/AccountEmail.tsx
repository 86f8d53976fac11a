import { type FormEvent, useState } from "react";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { emailError, normalizeEmail, REGISTRATION_MESSAGES } from "../../../schema/rules/registration";
import { FormField } from "./FormField";

/** What the section asks of the server; the site's API by default, fakes in tests. */
export interface EmailChangeApi {
  requestEmailChange(change: { newEmail: string; password: string }): Promise<{ email: string }>;
}

type Status = { kind: "idle" | "busy" } | { kind: "sent"; email: string } | { kind: "failed"; message: string };

/**
 * The account page's email address (issue 35, item 2): a new address, with the current password,
 * takes effect once the fan opens the link sent to it; the old address is then told, with a way
 * to undo the change for 7 days.
 */
export function AccountEmail({ email, api = endpoints }: { readonly email: string; readonly api?: EmailChangeApi }) {
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ newEmail?: string; password?: string }>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === "busy") return;
    const addressProblem = emailError(normalizeEmail(newEmail));
    const found = {
      ...(addressProblem ? { newEmail: addressProblem } : {}),
      ...(password === "" ? { password: REGISTRATION_MESSAGES.passwordRequired } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: "busy" });
    try {
      const asked = await api.requestEmailChange({ newEmail: normalizeEmail(newEmail), password });
      setStatus({ kind: "sent", email: asked.email });
      setNewEmail("");
      setPassword("");
    } catch (error) {
      setStatus({ kind: "failed", message: await apiErrorMessage(error) });
    }
  };

  return (
    <section className="account-card" aria-labelledby="account-email-title">
      <h2 className="account-card__title" id="account-email-title">
        Email address
      </h2>
      <p>
        Your email address is <strong>{email}</strong>.
      </p>
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={status.kind === "busy"}>
        <FormField
          label="New email address"
          type="email"
          autoComplete="email"
          value={newEmail}
          error={errors.newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
        />
        <FormField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {status.kind === "sent" ? (
          <p className="account-card__notice" role="status">
            We sent a link to {status.email}. Your address changes once you open it (within 24 hours).
          </p>
        ) : null}
        {status.kind === "failed" ? (
          <p className="site-form-error" role="alert">
            {status.message}
          </p>
        ) : null}
        <div className="account-card__actions">
          <button type="submit" className="bl-button bl-button--primary" disabled={status.kind === "busy"}>
            {status.kind === "busy" ? "Sending…" : "Change email"}
          </button>
        </div>
      </form>
    </section>
  );
}
