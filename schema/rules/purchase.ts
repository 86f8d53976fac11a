import { EMAIL_PATTERN } from "../common";
import { formatDollars } from "./money";

/** The message for a pay-what-you-want price below the variant's (SPEC §5), on the page and from the server. */
export function minimumPriceMessage(minimum: number): string {
  return `Price must be at least ${formatDollars(minimum)}`;
}

export interface GiftValues {
  readonly recipientName: string;
  readonly recipientEmail: string;
  readonly recipientMessage: string;
}

export type GiftErrors = Partial<Record<"recipientName" | "recipientEmail", string>>;

/**
 * How much one fan may give (issue 30): gift lines in one order, and different people a fan sends
 * gifts to in a day. A gift is an email to a stranger under the artist's name: generous for a
 * person, a wall for a script.
 */
export const GIFT_LIMITS = { perOrder: 5, recipientsPerDay: 10 } as const;

/** SPEC §5's gift form messages. */
export const GIFT_MESSAGES = {
  nameRequired: "Recipient name is required",
  emailRequired: "Recipient email is required",
  emailInvalid: "Invalid email",
} as const;

const emailPattern = new RegExp(EMAIL_PATTERN, "u");

/** The gift form's checks (SPEC §5): name and email required, the email of a simple pattern, the message optional. */
export function validateGift(values: GiftValues): GiftErrors {
  const errors: { recipientName?: string; recipientEmail?: string } = {};
  if (values.recipientName.trim() === "") errors.recipientName = GIFT_MESSAGES.nameRequired;
  const email = values.recipientEmail.trim();
  if (email === "") errors.recipientEmail = GIFT_MESSAGES.emailRequired;
  else if (!emailPattern.test(email)) errors.recipientEmail = GIFT_MESSAGES.emailInvalid;
  return errors;
}
