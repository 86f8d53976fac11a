/** Passkeys for studio accounts (issue 35, item 7): adding one, and signing in with one. */
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of passkeys alone. */
export const PASSKEY_ERRORS = {
  /** A browser's answer that does not prove the passkey: a bad signature, another address, a credential not this editor's. */
  passkey_invalid: {
    status: 400,
    messages: {
      wrong: "This passkey could not be checked. Try again, or sign in another way.",
      unknown: "This passkey is not one this studio knows for you. Use another passkey, or sign in another way.",
      counter:
        "This passkey's use count went backwards, so it may have been copied. Sign in another way, then remove it under Your account and add it again.",
      unreadable: "Your browser's answer could not be read. Try again.",
    },
  },
  passkey_challenge_invalid: {
    status: 404,
    messages: { unknown: "This passkey request is not valid any more (each works once). Start again." },
  },
  passkey_challenge_expired: {
    status: 410,
    messages: { expired: "This passkey request has expired: the passkey must be used within 5 minutes. Start again." },
  },
  passkey_state: {
    status: 409,
    messages: {
      none: "You have no passkey for this studio's address yet. Type a code instead.",
      taken: "This passkey is already added to a studio account here.",
    },
  },
  passkey_not_found: {
    status: 404,
    messages: { removed: "This passkey is not one of yours: it may have been removed already." },
  },
} as const satisfies ErrorCodes;

/** The messages of passkeys under the codes every part of the API shares (index.ts gathers them). */
export const PASSKEY_MESSAGES = {
  bad_request: { passkeyName: "Name this passkey, such as the device it is on, so you can tell your passkeys apart." },
} as const satisfies SharedMessages;
