import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { describeSchemaErrors } from "../../runtime/describeSchemaError";
import { codeForStatus } from "../../schema/errors";
import { DatabaseUnavailableError } from "../db/database";
import { PasswordChecksBusyError } from "../security/passwords";
import { errorPageHtml, wantsHtmlPage } from "./errorPage";
import { HttpError, httpError } from "./httpError";

/** Validation errors sent in one answer: enough to fix a body, never an answer much larger than the question. */
export const MAX_REPORTED_ERRORS = 20;

const PARTS: Record<string, string> = { body: "body", querystring: "query", params: "path", headers: "headers" };

/**
 * One answer shape for every failure: `{ code, reason, message, ... }`, the code, the message's
 * name and the message from the catalogue (schema/errors/), with a 4xx for the client's mistakes
 * (naming the field), 503 when the database is away, and 500 only for our own faults (logged).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError && wantsHtmlPage(request))
      return sendPage(request, reply, error.statusCode, error.message, error.headers);
    return sendError(reply, failureOf(error, request));
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(reply, httpError("not_found", "route", request.method, request.url.split("?")[0] ?? ""));
  });
}

/** Any error thrown while answering, as the failure sent for it. */
function failureOf(error: FastifyError | HttpError | Error, request: FastifyRequest): HttpError {
  if (error instanceof HttpError) return error;
  if ("validation" in error && error.validation) {
    const part = PARTS[error.validationContext ?? ""] ?? "request";
    const errors = describeSchemaErrors(error.validation as never).map((item) => ({ ...item, pointer: `/${part}${item.pointer}` }));
    const first = errors[0];
    const failure = first ? httpError("validation_failed", "field", part, first.message) : httpError("validation_failed", "part", part);
    return failure.withFields({ errors });
  }
  if (error instanceof PasswordChecksBusyError) return httpError("busy", "passwordChecks").withHeaders({ "retry-after": "1" });
  if (error instanceof DatabaseUnavailableError) {
    request.log.error({ err: error.cause }, "database unavailable");
    return httpError("unavailable", "database").withHeaders({ "retry-after": "5" });
  }
  const status = (error as FastifyError).statusCode;
  if (status !== undefined && status >= 400 && status < 500)
    return clientError(error as FastifyError, status, request.routeOptions.bodyLimit);
  request.log.error({ err: error }, "request failed");
  return httpError("internal_error", "ours");
}

/** The one place an error body is written: `{ code, reason, message }` and the fields beside them (at most MAX_REPORTED_ERRORS errors). */
function sendError(reply: FastifyReply, failure: HttpError): FastifyReply {
  const { code, reason, message, extra } = failure;
  return reply
    .code(failure.statusCode)
    .headers(failure.headers)
    .send({ code, reason, message, ...capped(extra) });
}

/** A fan's browser asked for a page: the failure as a page, with the policy every page carries. */
function sendPage(_request: FastifyRequest, reply: FastifyReply, status: number, message: string, headers: Record<string, string>) {
  return reply
    .code(status)
    .headers(headers)
    .type("text/html; charset=utf-8")
    .header(
      "content-security-policy",
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    .send(errorPageHtml(status, message));
}

/** At most MAX_REPORTED_ERRORS of an answer's `errors`, with the count of the rest. */
function capped(extra: Record<string, unknown>): Record<string, unknown> {
  const { errors } = extra;
  if (!Array.isArray(errors) || errors.length <= MAX_REPORTED_ERRORS) return extra;
  return { ...extra, errors: errors.slice(0, MAX_REPORTED_ERRORS), moreErrors: errors.length - MAX_REPORTED_ERRORS };
}

/** Fastify's own client errors, in plain words, under the code of their status. */
function clientError(error: FastifyError, status: number, bodyLimit: number | undefined): HttpError {
  const failure = clientFailure(error, bodyLimit);
  return new HttpError(codeForStatus(status), failure.reason, failure.message, status);
}

function clientFailure(error: FastifyError, bodyLimit: number | undefined): HttpError {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return bodyLimit ? httpError("body_too_large", "routeLimit", formatBytes(bodyLimit)) : httpError("body_too_large", "any");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return httpError("unsupported_media_type", "contentType");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return httpError("bad_request", "emptyJsonBody");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return httpError("bad_request", "invalidJsonBody");
    default:
      return httpError("bad_request", "framework", error.message);
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}
