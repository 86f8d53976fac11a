import type { FastifyInstance } from "fastify";
import { refuseHostileValue } from "./hostileInput";
import { HttpError } from "./httpError";

/**
 * Parses JSON bodies, refusing hostile ones before schema validation runs (see hostileInput.ts).
 * An empty body is no body, so DELETE and POST without a payload stay possible.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === "") return done(null, undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return done(new HttpError(400, `The body is not valid JSON: ${(error as Error).message}`), undefined);
    }
    const refusal = refuseHostileValue(value);
    if (refusal) return done(new HttpError(400, refusal), undefined);
    done(null, value);
  });
}
