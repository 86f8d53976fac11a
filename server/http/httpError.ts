/**
 * Stable codes for every kind of answer the API gives a failure: a client may branch on `code`,
 * while `message` is a sentence for people and may be reworded. Specific codes (`weak_password`,
 * `validation_failed`, …) are given where a route raises them; the rest follow the status.
 */
export const STATUS_CODES: Readonly<Record<number, string>> = {
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

export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? "internal_error" : "bad_request");
}

/**
 * Every answer the API gives a client mistake, in one place (as Fastify keeps its FST_ERR_* codes).
 * Each has a status, a stable code and one sentence that names the problem. `extra.code` overrides
 * the status's code; the rest of `extra` is sent beside the message.
 */
export class HttpError extends Error {
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    message: string,
    { code, ...extra }: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
    this.code = typeof code === "string" ? code : codeForStatus(statusCode);
    this.extra = extra;
  }
}

export const httpErrors = {
  badRequest: (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra),
  unauthorized: (message = "Log in to do this.") => new HttpError(401, message),
  forbidden: (message = "You may not do this.") => new HttpError(403, message),
  notFound: (what: string) => new HttpError(404, `${what} not found.`),
  conflict: (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new HttpError(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {}, { "retry-after": String(retryAfterSeconds) }),
  unavailable: () => new HttpError(503, "The service is unavailable for a moment. Please try again."),
};
