import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { describeSchemaErrors } from "../../runtime/describeSchemaError";
import { DatabaseUnavailableError } from "../db/database";
import { PasswordChecksBusyError } from "../security/passwords";
import { errorPageHtml, wantsHtmlPage } from "./errorPage";
import { codeForStatus, HttpError } from "./httpError";

/** Validation errors sent in one answer: enough to fix a body, never an answer much larger than the question. */
export const MAX_REPORTED_ERRORS = 20;

const PARTS: Record<string, string> = { body: "body", querystring: "query", params: "path", headers: "headers" };

/**
 * One answer shape for every failure: `{ message }` with a 4xx for the client's mistakes (naming
 * the field), 503 when the database is away, and 500 only for our own faults (logged).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (wantsHtmlPage(request)) return sendPage(request, reply, error.statusCode, error.message, error.headers);
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ code: error.code, message: error.message, ...capped(error.extra) });
    }
    if ("validation" in error && error.validation) {
      const part = PARTS[error.validationContext ?? ""] ?? "request";
      const errors = describeSchemaErrors(error.validation as never).map((item) => ({ ...item, pointer: `/${part}${item.pointer}` }));
      const first = errors[0];
      return reply.code(400).send({
        code: "validation_failed",
        message: first ? `In the ${part}: ${first.message}` : `The ${part} is not valid.`,
        ...capped({ errors }),
      });
    }
    if (error instanceof PasswordChecksBusyError) {
      return reply.code(503).header("retry-after", "1").send({ code: "busy", message: error.message });
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.error({ err: error.cause }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send({ code: "unavailable", message: "The service is unavailable for a moment. Please try again." });
    }
    const status = (error as FastifyError).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ code: codeForStatus(status), message: clientMessage(error as FastifyError, request.routeOptions.bodyLimit) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ code: "internal_error", message: "Something went wrong on our side. Please try again." });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: "not_found", message: `Nothing at ${request.method} ${request.url.split("?")[0]}.` });
  });
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
      return bodyLimit ? `The body is larger than this request allows (${formatBytes(bodyLimit)}).` : "The body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "This content type is not accepted here.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The body is empty; send a JSON object.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The body is not valid JSON.";
    default:
      return error.message;
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}
