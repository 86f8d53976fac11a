/**
 * Every answer the API gives a client mistake, in one place (as Fastify keeps its FST_ERR_* codes).
 * Each has a status and one sentence that names the problem.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
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
