import { type FormEvent, useRef, useState } from "react";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES } from "../../../schema/rules/registration";
import { FormField, focusFirstInvalid } from "./FormField";

/** What the security section asks of the server; the site's API by default, fakes in tests. */
export interface SecurityApi {
  changePassword(change: { currentPassword: string; newPassword: string }): Promise<{ ended: number }>;
  logOutOtherDevices(): Promise<{ ended: number }>;
}

const SITE_SECURITY_API: SecurityApi = endpoints;

type Field = "currentPassword" | "newPassword" | "confirmPassword";
type Status = { readonly kind: "idle" | "busy" } | { readonly kind: "done" | "failed"; readonly message: string };

const devices = (count: number) => (count === 1 ? "1 other device" : `${count} other devices`);

/** Why the form cannot be sent yet, field by field (SPEC §5's messages). */
function formErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.currentPassword === "") errors.currentPassword = REGISTRATION_MESSAGES.passwordRequired;
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = REGISTRATION_MESSAGES.passwordTooShort;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = REGISTRATION_MESSAGES.passwordsDoNotMatch;
  return errors;
}

/**
 * The account page's security section: change the password (which logs out every other device),
 * and 'Log out of other devices' for a fan who used a shared or lost computer.
 */
export function AccountSecurity({ api = SITE_SECURITY_API }: { readonly api?: SecurityApi }) {
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [passwordStatus, setPasswordStatus] = useState<Status>({ kind: "idle" });
  const [devicesStatus, setDevicesStatus] = useState<Status>({ kind: "idle" });
  const form = useRef<HTMLFormElement>(null);

  const field = (name: Field) => ({
    name,
    type: "password" as const,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const changePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (passwordStatus.kind === "busy") return;
    const found = formErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setPasswordStatus({ kind: "busy" });
    try {
      const { ended } = await api.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues({ currentPassword: "", newPassword: "", confirmPassword: "" });
      setPasswordStatus({ kind: "done", message: `Your password is changed.${ended > 0 ? ` ${devices(ended)} logged out.` : ""}` });
    } catch (error) {
      setPasswordStatus({ kind: "failed", message: await apiErrorMessage(error) });
    }
  };

  const logOutOthers = async () => {
    setDevicesStatus({ kind: "busy" });
    try {
      const { ended } = await api.logOutOtherDevices();
      setDevicesStatus({ kind: "done", message: ended > 0 ? `Logged out of ${devices(ended)}.` : "No other device was logged in." });
    } catch (error) {
      setDevicesStatus({ kind: "failed", message: await apiErrorMessage(error) });
    }
  };

  return (
    <section className="account-card" aria-labelledby="account-security-title">
      <h2 className="account-card__title" id="account-security-title">
        Password and devices
      </h2>
      <form ref={form} className="auth-form" noValidate onSubmit={changePassword} aria-busy={passwordStatus.kind === "busy"}>
        <FormField label="Current password" autoComplete="current-password" {...field("currentPassword")} />
        <FormField label="New password" autoComplete="new-password" {...field("newPassword")} />
        <FormField label="Confirm new password" autoComplete="new-password" {...field("confirmPassword")} />
        {passwordStatus.kind === "done" || passwordStatus.kind === "failed" ? (
          <p
            className={passwordStatus.kind === "failed" ? "site-form-error" : "account-card__notice"}
            role={passwordStatus.kind === "failed" ? "alert" : "status"}
          >
            {passwordStatus.message}
          </p>
        ) : null}
        <div className="account-card__actions">
          <button type="submit" className="bl-button bl-button--primary" disabled={passwordStatus.kind === "busy"}>
            {passwordStatus.kind === "busy" ? "Changing…" : "Change password"}
          </button>
        </div>
      </form>
      <p>Logged in on a computer you no longer use? End every session but this one.</p>
      <div className="account-card__actions">
        <button type="button" className="bl-button bl-button--outline" onClick={logOutOthers} disabled={devicesStatus.kind === "busy"}>
          Log out of other devices
        </button>
      </div>
      {devicesStatus.kind === "done" || devicesStatus.kind === "failed" ? (
        <p
          className={devicesStatus.kind === "failed" ? "site-form-error" : "account-card__notice"}
          role={devicesStatus.kind === "failed" ? "alert" : "status"}
        >
          {devicesStatus.message}
        </p>
      ) : null}
    </section>
  );
}
