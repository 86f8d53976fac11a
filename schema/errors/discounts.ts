/** Discount codes (issue 36, item 7): a fan's code refused at checkout, and the studio's rules for writing one. */
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of discounts alone. */
export const DISCOUNT_ERRORS = {
  /** No code by that name at this artist: another artist's code reads the same, so codes cannot be probed across artists. */
  discount_code_unknown: { status: 404, messages: { unknown: "We don't recognise this code." } },
  /** A code this artist has, that this cart or this fan cannot use now: `reason` says why. */
  discount_code_refused: {
    status: 400,
    messages: {
      notStarted: "This code isn't active yet.",
      expired: "This code has expired.",
      usedUp: "This code has been used up.",
      alreadyUsed: "You've already used this code.",
      minimumOrder: (minimum: string) => `This code needs an order of at least ${minimum}.`,
      nothingEligible: "This code doesn't apply to anything in your cart.",
    },
  },
  /** The studio: two codes of one artist may not read alike, whatever their letter case. */
  discount_code_taken: { status: 409, messages: { taken: (code: string) => `You already have a code ${code}: choose another.` } },
  /** The studio: a code fans have used keeps what they were promised; only its dates and limits change. */
  discount_code_in_use: {
    status: 409,
    messages: {
      used: "Fans have used this code, so only its dates and limits can change. End it and make a new one to change the rest.",
      ended: "This code has ended: make a new one instead.",
    },
  },
} as const satisfies ErrorCodes;

/** Discounts' messages under the codes every domain shares. */
export const DISCOUNT_MESSAGES = {
  bad_request: {
    discountPercent: "A percentage is a whole number from 1 to 100.",
    discountProducts: "Choose the releases or merch this code applies to, from your own.",
    discountTiers: "Choose membership tiers of your own, or none for every tier.",
    discountDates: "The end date must be after the start date.",
  },
  not_found: { discountCode: "This discount code is not one of yours: it may have been removed." },
} as const satisfies SharedMessages;
