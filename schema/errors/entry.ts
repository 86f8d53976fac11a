/** A message: its text, or a builder of its text from the parts that vary. */
export type ErrorMessage = string | ((...parts: never[]) => string);

/** One code of the catalogue. */
export interface ErrorEntry {
  /** The status the error is sent with (Fastify's own client errors keep theirs). */
  readonly status: number;
  readonly messages: Readonly<Record<string, ErrorMessage>>;
}

/** A domain's own codes. */
export type ErrorCodes = Record<string, ErrorEntry>;

/**
 * Codes that several domains send, each with messages of its own: every 403 without a code of its
 * own is `forbidden`, whichever part of the API refuses. index.ts gathers the domains' messages.
 */
export const SHARED_CODE_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  body_too_large: 413,
  unsupported_media_type: 415,
} as const;

export type SharedCode = keyof typeof SHARED_CODE_STATUS;

/** A domain's messages under the shared codes. */
export type SharedMessages = Partial<Record<SharedCode, Readonly<Record<string, ErrorMessage>>>>;
