/**
 * Every failure the API answers with, in one place (as Fastify keeps its FST_ERR_* codes together),
 * written by domain in this folder and gathered here.
 *
 * Each entry is one stable `code`: what a client branches on, never reworded, sent as
 * `{ code, reason, message, ... }`. It has the status it is usually sent with and the sentences
 * people read under it (SPEC's words, verbatim, where SPEC has them): a text, or a builder for a
 * text with parts that vary; `reason` is the sentence's name. Codes are as the API has always sent
 * them, so several situations may share one (every 403 that has no code of its own is `forbidden`,
 * and each domain adds its messages to it: entry.ts); each situation has its own message.
 *
 * A few builders take a sentence written elsewhere and send it as it is: the field rules of
 * registration (schema/rules/registration.ts), the document and schema validators, the hostile
 * input screen (server/http/hostileInput.ts) and Fastify's words for its own client errors.
 */
import { ACCOUNT_ERRORS, ACCOUNT_MESSAGES } from "./accounts";
import { API_KEY_ERRORS } from "./apiKeys";
import { ARTIST_EXPORT_ERRORS, ARTIST_EXPORT_MESSAGES } from "./artistExports";
import { ARTIST_IMPORT_ERRORS } from "./artistImport";
import { COMMENT_ERRORS, COMMENT_MESSAGES } from "./comments";
import { COMMERCE_ERRORS, COMMERCE_MESSAGES } from "./commerce";
import { CONTACT_ERRORS, CONTACT_MESSAGES } from "./contact";
import { CONTENT_MESSAGES } from "./content";
import { DISCOUNT_ERRORS, DISCOUNT_MESSAGES } from "./discounts";
import { DOCUMENT_ERRORS, DOCUMENT_MESSAGES } from "./documents";
import { DOMAIN_ERRORS, DOMAIN_MESSAGES } from "./domains";
import { DOWNLOAD_CODE_ERRORS, DOWNLOAD_CODE_MESSAGES } from "./downloadCodes";
import { type ErrorEntry, type ErrorMessage, SHARED_CODE_STATUS } from "./entry";
import { MAIL_ERRORS, MAIL_MESSAGES } from "./mail";
import { MEDIA_ERRORS, MEDIA_MESSAGES } from "./media";
import { MEMBERSHIP_ERRORS, MEMBERSHIP_MESSAGES } from "./memberships";
import { MUSIC_ERRORS, MUSIC_MESSAGES } from "./music";
import { PASSKEY_ERRORS, PASSKEY_MESSAGES } from "./passkeys";
import { REDIRECT_ERRORS, REDIRECT_MESSAGES } from "./redirects";
import { REQUEST_ERRORS, REQUEST_MESSAGES } from "./requests";
import { TEAM_ERRORS, TEAM_MESSAGES } from "./team";
import { WEBHOOK_ERRORS, WEBHOOK_MESSAGES } from "./webhooks";

export * from "./clientErrors";

/** Every domain's messages under the shared codes, for the test that no two name one alike. */
export const SHARED_MESSAGES_BY_DOMAIN = {
  requests: REQUEST_MESSAGES,
  accounts: ACCOUNT_MESSAGES,
  documents: DOCUMENT_MESSAGES,
  content: CONTENT_MESSAGES,
  media: MEDIA_MESSAGES,
  music: MUSIC_MESSAGES,
  commerce: COMMERCE_MESSAGES,
  memberships: MEMBERSHIP_MESSAGES,
  mail: MAIL_MESSAGES,
  domains: DOMAIN_MESSAGES,
  team: TEAM_MESSAGES,
  passkeys: PASSKEY_MESSAGES,
  downloadCodes: DOWNLOAD_CODE_MESSAGES,
  discounts: DISCOUNT_MESSAGES,
  comments: COMMENT_MESSAGES,
  redirects: REDIRECT_MESSAGES,
  contact: CONTACT_MESSAGES,
  webhooks: WEBHOOK_MESSAGES,
  artistExports: ARTIST_EXPORT_MESSAGES,
} as const;

export const API_ERRORS = {
  bad_request: {
    status: SHARED_CODE_STATUS.bad_request,
    messages: {
      ...REQUEST_MESSAGES.bad_request,
      ...ACCOUNT_MESSAGES.bad_request,
      ...DOCUMENT_MESSAGES.bad_request,
      ...CONTENT_MESSAGES.bad_request,
      ...MEDIA_MESSAGES.bad_request,
      ...MUSIC_MESSAGES.bad_request,
      ...COMMERCE_MESSAGES.bad_request,
      ...MEMBERSHIP_MESSAGES.bad_request,
      ...MAIL_MESSAGES.bad_request,
      ...TEAM_MESSAGES.bad_request,
      ...PASSKEY_MESSAGES.bad_request,
      ...DOWNLOAD_CODE_MESSAGES.bad_request,
      ...DISCOUNT_MESSAGES.bad_request,
      ...COMMENT_MESSAGES.bad_request,
    },
  },
  unauthorized: {
    status: SHARED_CODE_STATUS.unauthorized,
    messages: { ...ACCOUNT_MESSAGES.unauthorized, ...MAIL_MESSAGES.unauthorized },
  },
  forbidden: {
    status: SHARED_CODE_STATUS.forbidden,
    messages: { ...ACCOUNT_MESSAGES.forbidden, ...MEDIA_MESSAGES.forbidden, ...MEMBERSHIP_MESSAGES.forbidden },
  },
  not_found: {
    status: SHARED_CODE_STATUS.not_found,
    messages: {
      ...REQUEST_MESSAGES.not_found,
      ...ACCOUNT_MESSAGES.not_found,
      ...DOCUMENT_MESSAGES.not_found,
      ...CONTENT_MESSAGES.not_found,
      ...MEDIA_MESSAGES.not_found,
      ...MUSIC_MESSAGES.not_found,
      ...COMMERCE_MESSAGES.not_found,
      ...MEMBERSHIP_MESSAGES.not_found,
      ...MAIL_MESSAGES.not_found,
      ...DOMAIN_MESSAGES.not_found,
      ...TEAM_MESSAGES.not_found,
      ...DOWNLOAD_CODE_MESSAGES.not_found,
      ...DISCOUNT_MESSAGES.not_found,
      ...COMMENT_MESSAGES.not_found,
      ...REDIRECT_MESSAGES.not_found,
      ...CONTACT_MESSAGES.not_found,
      ...WEBHOOK_MESSAGES.not_found,
      ...ARTIST_EXPORT_MESSAGES.not_found,
    },
  },
  conflict: {
    status: SHARED_CODE_STATUS.conflict,
    messages: {
      ...DOCUMENT_MESSAGES.conflict,
      ...MEDIA_MESSAGES.conflict,
      ...MUSIC_MESSAGES.conflict,
      ...MEMBERSHIP_MESSAGES.conflict,
      ...MAIL_MESSAGES.conflict,
    },
  },
  body_too_large: {
    status: SHARED_CODE_STATUS.body_too_large,
    messages: { ...REQUEST_MESSAGES.body_too_large, ...MEDIA_MESSAGES.body_too_large },
  },
  unsupported_media_type: {
    status: SHARED_CODE_STATUS.unsupported_media_type,
    messages: {
      ...REQUEST_MESSAGES.unsupported_media_type,
      ...MEDIA_MESSAGES.unsupported_media_type,
      ...MUSIC_MESSAGES.unsupported_media_type,
    },
  },
  ...REQUEST_ERRORS,
  ...ACCOUNT_ERRORS,
  ...DOCUMENT_ERRORS,
  ...MEDIA_ERRORS,
  ...MUSIC_ERRORS,
  ...COMMERCE_ERRORS,
  ...MEMBERSHIP_ERRORS,
  ...MAIL_ERRORS,
  ...DOMAIN_ERRORS,
  ...TEAM_ERRORS,
  ...PASSKEY_ERRORS,
  ...DOWNLOAD_CODE_ERRORS,
  ...DISCOUNT_ERRORS,
  ...COMMENT_ERRORS,
  ...REDIRECT_ERRORS,
  ...CONTACT_ERRORS,
  ...API_KEY_ERRORS,
  ...WEBHOOK_ERRORS,
  ...ARTIST_EXPORT_ERRORS,
  ...ARTIST_IMPORT_ERRORS,
} as const satisfies Record<string, ErrorEntry>;

/** A code the server sends with a failure. */
export type ApiErrorCode = keyof typeof API_ERRORS;

export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

type Messages<Code extends ApiErrorCode> = (typeof API_ERRORS)[Code]["messages"];

/** The names of a code's messages. */
export type ErrorMessageName<Code extends ApiErrorCode> = keyof Messages<Code> & string;

/** What a message's builder takes (nothing for a plain text). */
export type ErrorMessageParts<Code extends ApiErrorCode, Name extends ErrorMessageName<Code>> = Messages<Code>[Name] extends (
  ...parts: infer Parts
) => string
  ? Parts
  : [];

/**
 * The text of one of the catalogue's messages.
 * @example errorMessage("not_found", "post") // "Post not found."
 * @example errorMessage("rate_limited", "tooOften", 30) // "You are doing this too often. Try again in 30 seconds."
 */
export function errorMessage<Code extends ApiErrorCode, Name extends ErrorMessageName<Code>>(
  code: Code,
  name: Name,
  ...parts: ErrorMessageParts<Code, Name>
): string {
  const message = (API_ERRORS[code].messages as Readonly<Record<string, ErrorMessage>>)[name];
  if (message === undefined) throw new Error(`No message "${name}" for the error code "${code}"`);
  return typeof message === "function" ? (message as (...all: unknown[]) => string)(...parts) : message;
}

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === "string" && Object.hasOwn(API_ERRORS, code);
}

/** The code of a status, for failures that have none of their own (Fastify's client errors). */
const STATUS_CODES: Readonly<Record<number, ApiErrorCode>> = {
  400: "bad_request",
  401: "unauthorized",
  402: "payment_required",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "body_too_large",
  415: "unsupported_media_type",
  416: "range_not_satisfiable",
  421: "misdirected_request",
  429: "rate_limited",
  500: "internal_error",
  503: "unavailable",
};

export function codeForStatus(status: number): ApiErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? "internal_error" : "bad_request");
}
