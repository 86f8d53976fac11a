/** Messages fans send through a Contact form block, and the studio's Messages (issue 39, item 1). */
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of contact messages alone. */
export const CONTACT_ERRORS = {
  /** A field's value breaks the form's rules (schema/rules/contactForm.ts): the first field's sentence; `errors` lists each. */
  contact_message_invalid: { status: 400, messages: { field: (message: string) => message } },
  /** A value for a field the form as published does not have (changed since the page was loaded, or made up). */
  contact_field_unknown: {
    status: 400,
    messages: { unknown: (key: string) => `This form has no field "${key}": reload the page and try again.` },
  },
} as const satisfies ErrorCodes;

/** The messages of contact messages under the codes every part of the API shares (index.ts gathers them). */
export const CONTACT_MESSAGES = {
  not_found: {
    contactForm: "This contact form is not on the published page any more: reload the page.",
    contactMessage: "This message was deleted, or never was.",
  },
} as const satisfies SharedMessages;
