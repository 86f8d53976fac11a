import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { describeSchemaErrors } from "../../runtime/describeSchemaError";
import { type ApiErrorCode, codeForStatus, errorMessage } from "../../schema/errors";
import { DatabaseUnavailableError } from "../db/database";
import { PasswordChecksBusyError } from "../security/passwords";
import { errorPageHtml, wantsHtmlPage } from "./errorPage";
import { HttpError } from "./httpError";

/** Validation errors sent in one answer: enough to fix a body, never an answer much larger than the question. */
export const MAX_REPORTED_ERRORS = 20;

const PARTS: Record<string, string> = { body: "body", querystring: "query", params: "path", headers: "headers" };

/**
 * One answer shape for every failure: `{ code, message, ... }`, the code and message from the
 * catalogue (schema/errors.ts), with a 4xx for the client's mistakes (naming the field), 503 when
 * the database is away, and 500 only for our own faults (logged).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (wantsHtmlPage(request)) return sendPage(request, reply, error.statusCode, error.message, error.headers);
      return sendError(reply.code(error.statusCode).headers(error.headers), error.code, error.message, error.extra);
    }
    if ("validation" in error && error.validation) {
      const part = PARTS[error.validationContext ?? ""] ?? "request";
      const errors = describeSchemaErrors(error.validation as never).map((item) => ({ ...item, pointer: `/${part}${item.pointer}` }));
      const first = errors[0];
      const message = first
        ? errorMessage("validation_failed", "field", part, first.message)
        : errorMessage("validation_failed", "part", part);
      return sendError(reply.code(400), "validation_failed", message, { errors });
    }
    if (error instanceof PasswordChecksBusyError) {
      return sendError(reply.code(503).header("retry-after", "1"), "busy", errorMessage("busy", "passwordChecks"));
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.error({ err: error.cause }, "database unavailable");
      return sendError(reply.code(503).header("retry-after", "5"), "unavailable", errorMessage("unavailable", "database"));
    }
    const status = (error as FastifyError).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return sendError(reply.code(status), codeForStatus(status), clientMessage(error as FastifyError, request.routeOptions.bodyLimit));
    }
    request.log.error({ err: error }, "request failed");
    return sendError(reply.code(500), "internal_error", errorMessage("internal_error", "ours"));
  });

  app.setNotFoundHandler((request, reply) => {
    sendError(reply.code(404), "not_found", errorMessage("not_found", "route", request.method, request.url.split("?")[0] ?? ""));
  });
}

/** The one place an error body is written: `{ code, message }` and the fields beside them (at most MAX_REPORTED_ERRORS errors). */
function sendError(reply: FastifyReply, code: ApiErrorCode, message: string, extra: Record<string, unknown> = {}): FastifyReply {
  return reply.send({ code, message, ...capped(extra) });
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

/** Fastify's own client errors, in plain words. */
function clientMessage(error: FastifyError, bodyLimit: number | undefined): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return bodyLimit ? errorMessage("body_too_large", "routeLimit", formatBytes(bodyLimit)) : errorMessage("body_too_large", "any");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return errorMessage("unsupported_media_type", "contentType");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return errorMessage("bad_request", "emptyJsonBody");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return errorMessage("bad_request", "invalidJsonBody");
    default:
      return errorMessage("bad_request", "framework", error.message);
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}
