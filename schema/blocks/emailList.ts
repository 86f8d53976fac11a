import { idSchema } from "../common";

/**
 * Props of the Email-list block (SPEC §3): a sign-up form for one of the artist's email lists
 * (POST /public/email-lists/join). Without `emailListId` the form shows but cannot join anything.
 */
export const emailListPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: { type: "string", maxLength: 120, default: "Join the mailing list" },
    description: { type: "string", maxLength: 500, default: "" },
    buttonText: { type: "string", maxLength: 60, default: "Subscribe" },
    buttonId: { ...idSchema, description: "Names the submit button (its data-button-id); the block's id when unset." },
    emailListId: { ...idSchema, description: "The artist's email list that fans join." },
    successMessage: {
      type: "string",
      maxLength: 300,
      // SPEC §4 Email-list form; the machine shows the same text for a blank message.
      default: "Thank you! Will be in touch soon!",
      description: "Shown in place of the form once the fan has joined.",
    },
  },
} as const;
