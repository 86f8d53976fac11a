/**
 * The email-list sign-up form (SPEC §4 Email-list form, §5, §8): idle, submitting (the button is
 * disabled), success (the form is replaced by the success message). A reducer rather than an XState
 * machine: the form is on most home pages, and this keeps XState out of a fan's first download
 * (issue 39). Joining (SPEC §7 POST /public/email-lists/join) is the caller's effect: it starts when
 * `submit` leaves the form `submitting`, and answers with `joined` or `failed`.
 */
import { errorMessageOf } from "../../schema/errors/clientErrors";
import { emailError, normalizeEmail } from "../../schema/rules/registration";

/** SPEC §4: shown in place of the form when the block sets no success message. */
export const DEFAULT_SUCCESS_MESSAGE = "Thank you! Will be in touch soon!";

/** SPEC §5 Email list. */
export const EMAIL_LIST_MESSAGES = {
  empty: "Please enter your email",
  invalid: "Please enter a valid email",
} as const;

export interface EmailListFormState {
  readonly status: "idle" | "submitting" | "success";
  /** The field's value; trimmed and lowercased once submitted. */
  readonly email: string;
  /** The message under the field, if any. */
  readonly error: string | null;
  readonly successMessage: string;
}

export type EmailListFormEvent =
  | { type: "emailList.change"; value: string }
  | { type: "emailList.submit" }
  | { type: "emailList.joined" }
  /** The join failed: SPEC §8, the server's response message, or 'An error occurred'. */
  | { type: "emailList.failed"; error: unknown };

/** The form before anything is typed; a blank success message means the default. */
export function initialEmailListForm(successMessage?: string | null): EmailListFormState {
  return { status: "idle", email: "", error: null, successMessage: successMessage?.trim() ? successMessage : DEFAULT_SUCCESS_MESSAGE };
}

/** The next state of the form. While submitting, typing and submitting again are ignored; after success, everything. */
export function emailListFormReducer(state: EmailListFormState, event: EmailListFormEvent): EmailListFormState {
  if (state.status === "idle") {
    if (event.type === "emailList.change") return { ...state, email: event.value, error: null };
    if (event.type !== "emailList.submit") return state;
    if (state.email.trim() === "") return { ...state, error: EMAIL_LIST_MESSAGES.empty };
    const email = normalizeEmail(state.email);
    if (emailError(email) !== null) return { ...state, error: EMAIL_LIST_MESSAGES.invalid };
    return { ...state, status: "submitting", email, error: null };
  }
  if (state.status === "submitting") {
    if (event.type === "emailList.joined") return { ...state, status: "success" };
    if (event.type === "emailList.failed") return { ...state, status: "idle", error: errorMessageOf(event.error) };
  }
  return state;
}
