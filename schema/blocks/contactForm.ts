import { idSchema } from "../common";

/** Whether a standard field of the Contact form is shown, and whether the fan must fill it in. */
export const CONTACT_FIELD_STATES = ["off", "optional", "required"] as const;
export type ContactFieldState = (typeof CONTACT_FIELD_STATES)[number];

/** How many fields of their own (with their own labels) an artist may add to one form. */
export const CONTACT_CUSTOM_FIELDS_MAX = 3;

/** A short-text field the artist adds, with its own label ("Venue", "Date of the show"). */
export const contactCustomFieldSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "label"],
  properties: {
    id: { ...idSchema, description: "Names the field in what the form sends; unique within the form." },
    label: { type: "string", minLength: 1, maxLength: 60 },
    required: { type: "boolean", default: false },
  },
} as const;

const fieldState = (fallback: ContactFieldState, which: string) =>
  ({
    enum: CONTACT_FIELD_STATES,
    default: fallback,
    description: `Whether the form asks for ${which}, and whether it must be given.`,
  }) as const;

/**
 * Props of the Contact form block (issue 39, item 1): a form that sends the artist a message, kept
 * in the studio's Messages and emailed to the artist, with a copy to the fan. The email field is
 * always there and always required: it is where the reply and the fan's copy go.
 */
export const contactFormPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: { type: "string", maxLength: 120, default: "Get in touch" },
    description: { type: "string", maxLength: 500, default: "" },
    name: fieldState("required", "the fan's name"),
    subject: fieldState("optional", "a subject"),
    phone: fieldState("off", "a phone number"),
    message: fieldState("required", "the message itself"),
    customFields: {
      type: "array",
      maxItems: CONTACT_CUSTOM_FIELDS_MAX,
      items: contactCustomFieldSchema,
      default: [],
      description: "Short-text fields of the artist's own, after the standard ones.",
    },
    buttonText: { type: "string", maxLength: 60, default: "Send message" },
    successMessage: {
      type: "string",
      maxLength: 300,
      default: "Thank you! Your message has been sent.",
      description: "Shown in place of the form once the message is sent.",
    },
  },
} as const;
