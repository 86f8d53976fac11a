import type { ErrorObject } from "ajv";
import { PATTERN_HINTS } from "../schema/common";
import { escapePointerSegment, parsePointer } from "./jsonPointer";
import type { DocumentError } from "./result";

/** `"fontSize"`, `"margins" item 2`, or `The document`: what a message talks about. */
function subjectOf(pointer: string): string {
  const segments = parsePointer(pointer);
  const last = segments.at(-1);
  if (last === undefined) return "The document";
  if (/^\d+$/.test(last)) {
    const owner = segments.at(-2);
    return owner === undefined ? `Item ${last}` : `"${owner}" item ${last}`;
  }
  return `"${last}"`;
}

const TYPE_NAMES: Record<string, string> = {
  string: "a string",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  null: "null",
};

function list(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(", ");
}

/** Turns one ajv error into a `DocumentError` with a sentence a person understands. */
export function describeSchemaError(error: ErrorObject, knownBlockTypes: readonly string[] = []): DocumentError {
  const pointer = error.instancePath;
  const subject = subjectOf(pointer);
  const params = error.params as Record<string, unknown>;
  const rule = error.keyword;
  switch (rule) {
    case "required":
      return { pointer, rule, message: `Missing the required property "${String(params.missingProperty)}".` };
    case "additionalProperties": {
      const property = String(params.additionalProperty);
      return {
        pointer: `${pointer}/${escapePointerSegment(property)}`,
        rule,
        message: `"${property}" is not a known property here.`,
      };
    }
    case "type": {
      const types = String(params.type).split(",");
      return { pointer, rule, message: `${subject} must be ${types.map((t) => TYPE_NAMES[t] ?? t).join(" or ")}.` };
    }
    case "enum":
      return { pointer, rule, message: `${subject} must be one of ${list(params.allowedValues as unknown[])}.` };
    case "const":
      return { pointer, rule, message: `${subject} must be ${JSON.stringify(params.allowedValue)}.` };
    case "pattern": {
      const hint = PATTERN_HINTS[String(params.pattern)];
      return { pointer, rule, message: `${subject} must be ${hint ?? `text matching ${String(params.pattern)}`}.` };
    }
    case "minLength":
      return {
        pointer,
        rule,
        message: params.limit === 1 ? `${subject} must not be empty.` : `${subject} must be at least ${params.limit} characters long.`,
      };
    case "maxLength":
      return { pointer, rule, message: `${subject} must be at most ${params.limit} characters long.` };
    case "minimum":
    case "exclusiveMinimum":
      return { pointer, rule, message: `${subject} must be ${rule === "minimum" ? "at least" : "more than"} ${params.limit}.` };
    case "maximum":
    case "exclusiveMaximum":
      return { pointer, rule, message: `${subject} must be ${rule === "maximum" ? "at most" : "less than"} ${params.limit}.` };
    case "minItems":
      return { pointer, rule, message: `${subject} must have at least ${params.limit} items.` };
    case "maxItems":
      return { pointer, rule, message: `${subject} must have at most ${params.limit} items.` };
    case "discriminator":
      if (params.error === "mapping") {
        return {
          pointer: `${pointer}/type`,
          rule: "known-type",
          message: `Unknown block type ${JSON.stringify(params.tagValue)}. Known types: ${knownBlockTypes.join(", ")}.`,
        };
      }
      return { pointer, rule, message: `${subject} needs a "type" naming its block type.` };
    case "anyOf":
    case "oneOf":
      return { pointer, rule, message: `${subject} is not any of the allowed kinds of value.` };
    default:
      return { pointer, rule, message: `${subject} ${error.message ?? "is not valid"}.` };
  }
}

/**
 * Describes a validator's errors. With `allErrors`, an `anyOf` reports each failed branch too;
 * those are dropped in favour of the one `anyOf` error, which is what a person needs.
 */
export function describeSchemaErrors(errors: readonly ErrorObject[], knownBlockTypes: readonly string[] = []): DocumentError[] {
  const unions = new Set(errors.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf").map((e) => `${e.schemaPath}/`));
  // Whether an error is one branch of a failed union (the union's own error says it): a look-up per
  // "/" of its schema path, so many errors cost linear time, not errors × unions.
  const insideUnion = (schemaPath: string) => {
    for (let at = schemaPath.indexOf("/"); at !== -1; at = schemaPath.indexOf("/", at + 1)) {
      if (unions.has(schemaPath.slice(0, at + 1))) return true;
    }
    return false;
  };
  // Nodes whose missing or non-string "type" is already reported; the discriminator's "tag" error would say it twice.
  const typeReported = new Set(
    errors.flatMap((e) =>
      e.keyword === "required" && e.params.missingProperty === "type"
        ? [e.instancePath]
        : e.keyword === "type" && e.instancePath.endsWith("/type")
          ? [e.instancePath.slice(0, -"/type".length)]
          : [],
    ),
  );
  const seen = new Set<string>();
  const described: DocumentError[] = [];
  for (const error of errors) {
    if (unions.size > 0 && insideUnion(error.schemaPath)) continue;
    if (error.keyword === "discriminator" && error.params.error === "tag" && typeReported.has(error.instancePath)) continue;
    const item = describeSchemaError(error, knownBlockTypes);
    const key = `${item.pointer}\u0000${item.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    described.push(item);
  }
  return described;
}
