/** Download codes (issue 36, item 6): a fan redeeming one, and the studio's batches. */
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of download codes alone. */
export const DOWNLOAD_CODE_ERRORS = {
  /**
   * A code this artist never made: mistyped, made up, or another artist's (which is as unknown
   * here, so a site cannot be used to learn which codes exist elsewhere).
   */
  download_code_unknown: {
    status: 404,
    messages: { unknown: "We don't recognise this code. Check it against your card: codes are 10 letters and numbers." },
  },
  /** A code of a batch the artist voided before it was redeemed. */
  download_code_void: { status: 410, messages: { voided: "This code is no longer valid." } },
  /** A code someone else redeemed: each works once. */
  download_code_used: { status: 409, messages: { used: "This code has already been used." } },
  /** Voiding a batch twice, or a batch being made. */
  download_code_batch_state: {
    status: 409,
    messages: { voided: "This batch is already void.", generating: "This batch's codes are still being made: try again in a moment." },
  },
} as const satisfies ErrorCodes;

/** The messages of download codes under the codes every part of the API shares (index.ts gathers them). */
export const DOWNLOAD_CODE_MESSAGES = {
  bad_request: {
    codeRelease: "Choose one of your releases (music, not merch) for these codes.",
    codeBatchName: "Name this batch, such as where the cards go, so you can tell your batches apart.",
  },
  not_found: { codeBatch: "Batch of download codes not found." },
} as const satisfies SharedMessages;
