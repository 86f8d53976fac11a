import Ajv2020 from "ajv/dist/2020.js";
import type { FastifyInstance } from "fastify";

/**
 * Route schemas (all from schema/) are compiled by two ajv instances: bodies exactly as sent,
 * query strings and params with type coercion (they arrive as text). Unknown properties are
 * refused, not silently dropped, so a typo is an error the client sees.
 */
export function installValidation(app: FastifyInstance): void {
  const common = { allErrors: true, strict: false, useDefaults: true, removeAdditional: false } as const;
  const bodyAjv = new Ajv2020({ ...common, coerceTypes: false });
  const textAjv = new Ajv2020({ ...common, coerceTypes: "array" });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === "body" ? bodyAjv : textAjv).compile(schema));
}
