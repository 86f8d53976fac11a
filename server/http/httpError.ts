import { API_ERRORS, type ApiErrorCode, type ErrorMessageName, type ErrorMessageParts, errorMessage } from "../../schema/errors";

/**
 * A failure to answer with: a code of the catalogue (schema/errors/), the name of its message
 * (`reason`, sent beside the code so a client can tell apart situations that share one), the
 * message, the status (the code's own unless said otherwise), the fields sent beside the message
 * (`errors`, `current`) and the headers sent with it (`retry-after`, `connection: close`).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: Record<string, unknown> = {};
  readonly headers: Record<string, string> = {};

  constructor(
    readonly code: ApiErrorCode,
    readonly reason: string,
    message: string,
    statusCode: number = API_ERRORS[code].status,
  ) {
    // A client's mistake needs no stack: a hostile client would otherwise make every refusal walk one.
    const stackTraceLimit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = "HttpError";
    this.statusCode = statusCode;
  }

  /** Sends `fields` beside the code and the message. */
  withFields(fields: Record<string, unknown>): this {
    Object.assign(this.extra, fields);
    return this;
  }

  /** Sends `headers` with the answer. */
  withHeaders(headers: Record<string, string>): this {
    Object.assign(this.headers, headers);
    return this;
  }
}

/**
 * The catalogue's error `code` with its message `name` (built from `parts` when it has them).
 * @example throw httpError("not_found", "post");
 * @example throw httpError("rate_limited", "tooOften", 30).withHeaders({ "retry-after": "30" });
 */
export function httpError<Code extends ApiErrorCode, Name extends ErrorMessageName<Code>>(
  code: Code,
  name: Name,
  ...parts: ErrorMessageParts<Code, Name>
): HttpError {
  return new HttpError(code, name, errorMessage(code, name, ...parts));
}
