import { findTooDeep } from "../../runtime/jsonDepth";
import { toPointer } from "../../runtime/jsonPointer";
import { MAX_JSON_DEPTH } from "../../runtime/limits";

/**
 * Why a parsed value is refused before it reaches validation or the database, or null.
 * - deeper than MAX_JSON_DEPTH: a recursive schema on a 3,000-deep body overflows the validator's stack;
 * - U+0000 or an unpaired surrogate in any text: PostgreSQL refuses them (which would otherwise be a 500);
 * - `__proto__` keys and `constructor.prototype`: prototype pollution.
 */
export function refuseHostileValue(value: unknown): string | null {
  const tooDeep = findTooDeep(value, MAX_JSON_DEPTH);
  if (tooDeep !== null) return `The body is nested deeper than ${MAX_JSON_DEPTH} levels.`;
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as (typeof stack)[number];
    if (typeof current === "string") {
      const problem = textProblem(current);
      if (problem) return `${problem} (at ${toPointer(path) || "the body"}).`;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, path: [...path, index] });
      });
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (key === "__proto__") return `The key "__proto__" is not allowed (at ${toPointer(path) || "the body"}).`;
        if (key === "constructor" && item !== null && typeof item === "object" && Object.hasOwn(item, "prototype")) {
          return `The key "constructor.prototype" is not allowed (at ${toPointer(path) || "the body"}).`;
        }
        const problem = textProblem(key);
        if (problem) return `${problem} (in a key at ${toPointer(path) || "the body"}).`;
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, or null. */
export function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "Text may not contain the character U+0000";
  if (UNPAIRED_SURROGATE.test(text)) return "Text may not contain unpaired surrogate characters";
  return null;
}
