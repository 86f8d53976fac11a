import type { ErrorObject } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import type { FastifyInstance } from "fastify";

/**
 * Bodies of at most this many bytes of JSON get every error listed; larger ones get the first.
 * Listing every error of a large body took seconds (600,000 bad elements gave 1.2 million errors),
 * while the first error is found at once.
 */
export const FULL_REPORT_MAX_BYTES = 64 * 1024;

/** The size of each parsed body's text, for its validator (jsonBody.ts records it). */
const bodySizes = new WeakMap<object, number>();

export function recordBodySize(body: unknown, bytes: number): void {
  if (body !== null && typeof body === "object") bodySizes.set(body, bytes);
}

interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

let shared: ReturnType<typeof makeValidators> | undefined;

/**
 * One set of ajv instances for every app this process builds: ajv keeps what it compiled per
 * schema object, and the route schemas are the same objects each time, so an app built again (the
 * tests build hundreds) compiles nothing twice. They hold one validator per route schema: bounded.
 */
function validators() {
  shared ??= makeValidators();
  return shared;
}

function makeValidators() {
  const common = { strict: false, useDefaults: true, removeAdditional: false } as const;
  return {
    firstErrorAjv: new Ajv2020({ ...common, allErrors: false, coerceTypes: false }),
    allErrorsAjv: new Ajv2020({ ...common, allErrors: true, coerceTypes: false }),
    textAjv: new Ajv2020({ ...common, allErrors: true, coerceTypes: "array" }),
  };
}

/**
 * Route schemas (all from schema/) are compiled by ajv: bodies exactly as sent, query strings and
 * params with type coercion (they arrive as text). Unknown properties are refused, not silently
 * dropped, so a typo is an error the client sees. A body is checked until its first error; only a
 * small one is checked again for all of them, so the cost of a bad body never grows with how
 * many mistakes it holds.
 */
export function installValidation(app: FastifyInstance): void {
  const { firstErrorAjv, allErrorsAjv, textAjv } = validators();
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart !== "body") return textAjv.compile(schema);
    const first = firstErrorAjv.compile(schema);
    let all: Validator | undefined;
    const validate: Validator = (data) => {
      if (first(data)) {
        validate.errors = null;
        return true;
      }
      const bytes = data !== null && typeof data === "object" ? bodySizes.get(data) : undefined;
      if (bytes !== undefined && bytes <= FULL_REPORT_MAX_BYTES) {
        all ??= allErrorsAjv.compile(schema);
        all(data);
        validate.errors = all.errors ?? first.errors ?? null;
      } else {
        validate.errors = first.errors ?? null;
      }
      return false;
    };
    return validate;
  });
}
