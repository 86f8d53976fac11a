/**
 * The email-list sign-up form (SPEC §4 Email-list form, §5, §8): idle, submitting (the button is
 * disabled), success (the form is replaced by the success message). Joining is the injected `join`
 * actor (SPEC §7 POST /public/email-lists/join), swapped with `.provide()`.
 */
import { assign, fromPromise, type SnapshotFrom, setup } from "xstate";
import { errorMessageOf } from "../../schema/errors/clientErrors";
import { emailError, normalizeEmail } from "../../schema/rules/registration";

/** SPEC §4: shown in place of the form when the block sets no success message. */
export const DEFAULT_SUCCESS_MESSAGE = "Thank you! Will be in touch soon!";

/** SPEC §5 Email list. */
export const EMAIL_LIST_MESSAGES = {
  empty: "Please enter your email",
  invalid: "Please enter a valid email",
} as const;

export interface EmailListFormInput {
  readonly emailListId: string;
  /** The block's success message; blank means the default. */
  readonly successMessage?: string | null;
}

/** What `join` receives: the email trimmed and lowercased. */
export interface JoinRequest {
  readonly email: string;
  readonly emailListId: string;
}

export interface EmailListFormContext {
  /** The field's value. */
  readonly email: string;
  /** The message under the field, if any. */
  readonly error: string | null;
  readonly emailListId: string;
  readonly successMessage: string;
}

export type EmailListFormEvent = { type: "emailList.change"; value: string } | { type: "emailList.submit" };

export const emailListFormMachine = setup({
  types: {
    context: {} as EmailListFormContext,
    events: {} as EmailListFormEvent,
    input: {} as EmailListFormInput,
  },
  actors: {
    join: fromPromise<void, JoinRequest>(() => Promise.reject(new Error("emailListFormMachine: provide the join actor"))),
  },
  guards: {
    isBlank: ({ context }) => context.email.trim() === "",
    isInvalid: ({ context }) => emailError(normalizeEmail(context.email)) !== null,
  },
}).createMachine({
  id: "emailListForm",
  initial: "idle",
  context: ({ input }) => ({
    email: "",
    error: null,
    emailListId: input.emailListId,
    successMessage: input.successMessage?.trim() ? input.successMessage : DEFAULT_SUCCESS_MESSAGE,
  }),
  states: {
    idle: {
      on: {
        "emailList.change": { actions: assign({ email: ({ event }) => event.value, error: null }) },
        "emailList.submit": [
          { guard: "isBlank", actions: assign({ error: EMAIL_LIST_MESSAGES.empty }) },
          { guard: "isInvalid", actions: assign({ error: EMAIL_LIST_MESSAGES.invalid }) },
          { target: "submitting", actions: assign({ email: ({ context }) => normalizeEmail(context.email), error: null }) },
        ],
      },
    },
    /** The button is disabled; typing and submitting again are ignored until the answer. */
    submitting: {
      invoke: {
        src: "join",
        input: ({ context }) => ({ email: context.email, emailListId: context.emailListId }),
        onDone: { target: "success" },
        // SPEC §8: the server's response message, or 'An error occurred'.
        onError: { target: "idle", actions: assign({ error: ({ event }) => errorMessageOf(event.error) }) },
      },
    },
    /** The form is replaced by the success message; nothing more happens. */
    success: {},
  },
});

export type EmailListFormSnapshot = SnapshotFrom<typeof emailListFormMachine>;

export const selectEmail = (snapshot: EmailListFormSnapshot): string => snapshot.context.email;
export const selectEmailError = (snapshot: EmailListFormSnapshot): string | null => snapshot.context.error;
/** The submit button is disabled while the request is out. */
export const selectSubmitting = (snapshot: EmailListFormSnapshot): boolean => snapshot.matches("submitting");
/** The success message when the form has been replaced by it, else null. */
export const selectSuccessMessage = (snapshot: EmailListFormSnapshot): string | null =>
  snapshot.matches("success") ? snapshot.context.successMessage : null;
