/**
 * SPEC §5 registration and login rules, shared by the sign-up form and the server, with SPEC's
 * messages verbatim. Pure functions: the values are trimmed (and the email lowercased) first.
 */
import { EMAIL_PATTERN } from "../common";

export const NAME_MAX_LENGTH = 25;
export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;

export const REGISTRATION_MESSAGES = {
  firstNameTooLong: "First name is too long",
  firstNameInvalid: "First name is invalid",
  lastNameTooLong: "Last name is too long",
  lastNameInvalid: "Last name is invalid",
  passwordTooShort: "Password is too short, should be at least 8 characters",
  emailTooLong: "Email is too long",
  emailInvalid: "Email is invalid",
  passwordsDoNotMatch: "Passwords do not match",
  passwordRequired: "Password is required",
} as const;

export type RegistrationField = "firstName" | "lastName" | "email" | "password" | "confirmPassword";

export interface FieldError {
  readonly field: RegistrationField;
  readonly message: string;
}

const LETTERS_AND_SPACES = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
const emailPattern = new RegExp(EMAIL_PATTERN);

function nameError(value: string, tooLong: string, invalid: string): string | null {
  if (value.length > NAME_MAX_LENGTH) return tooLong;
  if (!LETTERS_AND_SPACES.test(value)) return invalid;
  return null;
}

/** The email as stored: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailError(email: string): string | null {
  if (email.length > EMAIL_MAX_LENGTH) return REGISTRATION_MESSAGES.emailTooLong;
  if (!emailPattern.test(email)) return REGISTRATION_MESSAGES.emailInvalid;
  return null;
}

export interface Registration {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword?: string;
}

/** Checks a registration, giving the normalized values or every field's first error. */
export function validateRegistration(input: Registration): { ok: true; value: Registration } | { ok: false; errors: FieldError[] } {
  const value = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: normalizeEmail(input.email),
    password: input.password,
  };
  const errors: FieldError[] = [];
  const first = nameError(value.firstName, REGISTRATION_MESSAGES.firstNameTooLong, REGISTRATION_MESSAGES.firstNameInvalid);
  if (first) errors.push({ field: "firstName", message: first });
  const last = nameError(value.lastName, REGISTRATION_MESSAGES.lastNameTooLong, REGISTRATION_MESSAGES.lastNameInvalid);
  if (last) errors.push({ field: "lastName", message: last });
  const email = emailError(value.email);
  if (email) errors.push({ field: "email", message: email });
  if (value.password.length < PASSWORD_MIN_LENGTH) errors.push({ field: "password", message: REGISTRATION_MESSAGES.passwordTooShort });
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    errors.push({ field: "confirmPassword", message: REGISTRATION_MESSAGES.passwordsDoNotMatch });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** SPEC §5 login: the password must not be empty ('Password is required'). */
export function validateLogin(input: {
  email: string;
  password: string;
}): { ok: true; email: string } | { ok: false; errors: FieldError[] } {
  if (input.password.length < 1) return { ok: false, errors: [{ field: "password", message: REGISTRATION_MESSAGES.passwordRequired }] };
  return { ok: true, email: normalizeEmail(input.email) };
}
