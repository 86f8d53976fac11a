import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { registerAndWait } from "../../../machines/auth/authRequests";
import { type RegistrationField, validateRegistration } from "../../../schema/rules/registration";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";
import { useAuth } from "../../app/session";
import { FormField, focusFirstInvalid } from "./FormField";
import { OnTheWay, useRedirectWhenAuthenticated } from "./LoginScreen";
import { prefilledEmail, withRedirect } from "./redirect";
import { useAuthState } from "./useAuthState";

type Values = Record<RegistrationField, string>;
type Errors = Partial<Record<RegistrationField, string>>;

const EMPTY: Values = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

/**
 * /signup: first and last name, email, password and its confirmation, checked on submit with the
 * SPEC §5 rules (each field shows its own message); the server's message when it refuses (the email
 * is too common). The `email` of the address fills that field in (a gift's recipient). Registration
 * answers the same for every address (issue 30), so the page then asks the fan to open the link
 * emailed to them: it finishes the account, signs them in and takes them to `redirect` (SPEC §2:
 * the membership checkout; a gift's claim page).
 */
export function SignupScreen({ search }: ScreenProps<null>) {
  const auth = useAuth();
  const { profile } = useSite();
  const { initialized, authenticated, loading } = useAuthState();
  const { redirect, target } = useRedirectWhenAuthenticated(authenticated, search);

  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, email: prefilledEmail(search) }));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  if (authenticated) return <OnTheWay target={target} />;
  if (sentTo) return <CheckYourEmail email={sentTo} onBack={() => setSentTo(null)} />;

  const field = (name: RegistrationField) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      // The message stays until the fan changes that field, then the next submit checks again.
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setFormError(null);
    const checked = validateRegistration(values);
    if (!checked.ok) {
      const next: Errors = {};
      for (const error of checked.errors) next[error.field] ??= error.message;
      setErrors(next);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    const { firstName, lastName, email, password } = checked.value;
    try {
      await registerAndWait(auth, { firstName, lastName, email, password, ...(redirect ? { redirect } : {}) });
      setSentTo(email);
    } catch (error) {
      setFormError(await apiErrorMessage(error));
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Create your account</h1>
        <p className="auth-card__lead">Join {profile.name} to comment, like posts and become a member.</p>
        <form ref={form} className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={loading}>
          {formError ? (
            <p className="site-form-error" role="alert">
              {formError}
            </p>
          ) : null}
          <div className="auth-form__names">
            <FormField label="First name" autoComplete="given-name" {...field("firstName")} />
            <FormField label="Last name" autoComplete="family-name" {...field("lastName")} />
          </div>
          <FormField label="Email" type="email" inputMode="email" autoComplete="email" {...field("email")} />
          <FormField label="Password" type="password" autoComplete="new-password" {...field("password")} />
          <FormField label="Confirm password" type="password" autoComplete="new-password" {...field("confirmPassword")} />
          <button type="submit" className="bl-button bl-button--primary auth-form__submit" disabled={!initialized || loading}>
            {loading ? "Creating your account…" : "Sign up"}
          </button>
        </form>
        <p className="auth-card__switch">
          Already have an account? <Link href={withRedirect("/login", redirect, prefilledEmail(search))}>Log in</Link>
        </p>
      </div>
    </div>
  );
}

/** After registering: where the account is finished, and what to do when nothing arrives. */
function CheckYourEmail({ email, onBack }: { readonly email: string; readonly onBack: () => void }) {
  return (
    <div className="auth-page">
      <div className="auth-card" aria-live="polite">
        <h1 className="auth-card__title">Check your email</h1>
        <p className="auth-card__lead" role="status">
          We sent a link to {email}. Open it to finish creating your account and sign in.
        </p>
        <p className="auth-card__lead">
          Nothing there? Look in your spam folder, or{" "}
          <button type="button" className="auth-card__link-button" onClick={onBack}>
            check the address and sign up again
          </button>{" "}
          in a few minutes.
        </p>
      </div>
    </div>
  );
}
