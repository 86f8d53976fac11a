import type { FastifyError, FastifyInstance } from "fastify";
import { describeSchemaErrors } from "../../runtime/describeSchemaError";
import { DatabaseUnavailableError } from "../db/database";
import { HttpError } from "./httpError";

const PARTS: Record<string, string> = { body: "body", querystring: "query", params: "path", headers: "headers" };

/**
 * One answer shape for every failure: `{ message }` with a 4xx for the client's mistakes (naming
 * the field), 503 when the database is away, and 500 only for our own faults (logged).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.extra });
    }
    if ("validation" in error && error.validation) {
      const part = PARTS[error.validationContext ?? ""] ?? "request";
      const errors = describeSchemaErrors(error.validation as never).map((item) => ({ ...item, pointer: `/${part}${item.pointer}` }));
      const first = errors[0];
      return reply.code(400).send({ message: first ? `In the ${part}: ${first.message}` : `The ${part} is not valid.`, errors });
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.error({ err: error.cause }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send({ message: "The service is unavailable for a moment. Please try again." });
    }
    const status = (error as FastifyError).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error as FastifyError) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Something went wrong on our side. Please try again." });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Nothing at ${request.method} ${request.url.split("?")[0]}.` });
  });
}

/** Fastify's own client errors, in plain words. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The body is too large.";
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
