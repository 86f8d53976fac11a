import type { Options } from "ajv";

/**
 * The one set of ajv options. The build compiles standalone validators with it, and a test checks
 * that ajv's runtime compile with the same options agrees with them.
 */
export const AJV_OPTIONS = {
  allErrors: true,
  discriminator: true,
  strict: true,
  code: { source: true, esm: true },
} as const satisfies Options;
