/**
 * The Contact form's fields and their rules (issue 39, item 1), shared by the block (inline errors
 * as the fan sends) and the server (which checks a message against the form as published). Pure:
 * values are trimmed first; the email is lowercased as every stored address is.
 */
import type { ContactFieldState } from "../blocks/contactForm";
import { EMAIL_PATTERN } from "../common";
import { EMAIL_MAX_LENGTH, normalizeEmail } from "./registration";

/** The field a person never sees and a script fills in: a message with it is answered as sent and dropped. */
export const CONTACT_HONEYPOT = "website";

/** What a form field of the artist's own is named in what the form sends: `custom-<its id>`. */
export const CUSTOM_FIELD_PREFIX = "custom-";

/** The most each field takes, in characters: a message is a letter, not a file. */
export const CONTACT_MAX_LENGTH = { name: 100, email: EMAIL_MAX_LENGTH, subject: 150, phone: 40, message: 5000, custom: 300 } as const;

export type ContactFieldKind = keyof typeof CONTACT_MAX_LENGTH;

/** One field as the form shows it and the server checks it. */
export interface ContactField {
  /** Its name in what the form sends (`name`, `custom-venue`). */
  readonly key: string;
  readonly kind: ContactFieldKind;
  readonly label: string;
  readonly required: boolean;
  readonly maxLength: number;
}

/** What of the block's props decides its fields (the props, resolved or stored). */
export interface ContactFieldProps {
  readonly name?: ContactFieldState;
  readonly subject?: ContactFieldState;
  readonly phone?: ContactFieldState;
  readonly message?: ContactFieldState;
  readonly customFields?: readonly { readonly id: string; readonly label: string; readonly required?: boolean }[];
}

const STANDARD: readonly { kind: Exclude<ContactFieldKind, "email" | "custom">; label: string; fallback: ContactFieldState }[] = [
  { kind: "name", label: "Name", fallback: "required" },
  { kind: "phone", label: "Phone", fallback: "off" },
  { kind: "subject", label: "Subject", fallback: "optional" },
  { kind: "message", label: "Message", fallback: "required" },
];

/** The form's fields in the order it shows them: name, email, phone, subject, the artist's own, message. */
export function contactFieldsOf(props: ContactFieldProps): ContactField[] {
  const standard = (kind: (typeof STANDARD)[number]["kind"]): ContactField[] => {
    const field = STANDARD.find((each) => each.kind === kind);
    const state = props[kind] ?? field?.fallback ?? "off";
    if (!field || state === "off") return [];
    return [{ key: kind, kind, label: field.label, required: state === "required", maxLength: CONTACT_MAX_LENGTH[kind] }];
  };
  const seen = new Set<string>();
  const custom: ContactField[] = [];
  for (const field of props.customFields ?? []) {
    // Two fields of one id would be one value: the first is the field.
    if (seen.has(field.id)) continue;
    seen.add(field.id);
    const key = `${CUSTOM_FIELD_PREFIX}${field.id}`;
    custom.push({ key, kind: "custom", label: field.label, required: field.required === true, maxLength: CONTACT_MAX_LENGTH.custom });
  }
  return [
    ...standard("name"),
    { key: "email", kind: "email", label: "Email", required: true, maxLength: CONTACT_MAX_LENGTH.email },
    ...standard("phone"),
    ...standard("subject"),
    ...custom,
    ...standard("message"),
  ];
}

/** The sentences a fan reads under a field; the email's are the Email-list form's (SPEC §5). */
export const CONTACT_FIELD_MESSAGES = {
  emailRequired: "Please enter your email",
  emailInvalid: "Please enter a valid email",
  phoneInvalid: "Please enter a valid phone number",
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} is too long: at most ${max.toLocaleString("en-US")} characters`,
} as const;

/** A field's refusal: which field (its key), the rule broken, and what the fan reads. */
export interface ContactFieldError {
  readonly key: string;
  readonly rule: "required" | "format" | "maxLength";
  readonly message: string;
}

/** A message as checked: each shown field's value, trimmed ("" when left empty). */
export type ContactValues = Readonly<Record<string, string>>;

const emailPattern = new RegExp(EMAIL_PATTERN);
// Digits with the usual separators and an optional leading +: no letters, nothing else.
const PHONE_PATTERN = /^\+?[0-9 ()./-]{3,}$/;

function tidied(field: ContactField, raw: string | undefined): string {
  const text = (raw ?? "").replace(/\r\n?/g, "\n");
  // Only the message has lines: elsewhere a line break (a subject's, in an email header) is a space.
  const trimmed = (field.kind === "message" ? text : text.replace(/\s+/g, " ")).trim();
  return field.kind === "email" ? normalizeEmail(trimmed) : trimmed;
}

function fieldError(field: ContactField, value: string): ContactFieldError | null {
  if (value === "") {
    if (!field.required) return null;
    return {
      key: field.key,
      rule: "required",
      message: field.kind === "email" ? CONTACT_FIELD_MESSAGES.emailRequired : CONTACT_FIELD_MESSAGES.required(field.label),
    };
  }
  if (value.length > field.maxLength)
    return { key: field.key, rule: "maxLength", message: CONTACT_FIELD_MESSAGES.tooLong(field.label, field.maxLength) };
  if (field.kind === "email" && !emailPattern.test(value))
    return { key: field.key, rule: "format", message: CONTACT_FIELD_MESSAGES.emailInvalid };
  if (field.kind === "phone" && !PHONE_PATTERN.test(value))
    return { key: field.key, rule: "format", message: CONTACT_FIELD_MESSAGES.phoneInvalid };
  return null;
}

/** Checks what a fan typed against the form's fields: the tidied values, or each failing field's first error. */
export function checkContactMessage(
  fields: readonly ContactField[],
  raw: Readonly<Record<string, string | undefined>>,
): { ok: true; values: ContactValues } | { ok: false; errors: ContactFieldError[] } {
  const values: Record<string, string> = {};
  const errors: ContactFieldError[] = [];
  for (const field of fields) {
    const value = tidied(field, raw[field.key]);
    values[field.key] = value;
    const error = fieldError(field, value);
    if (error) errors.push(error);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
