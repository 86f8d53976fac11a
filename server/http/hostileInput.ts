import { type JsonFrame, pointerOf, walkJson } from "../../runtime/jsonDepth";
import { MAX_JSON_DEPTH } from "../../runtime/limits";

/**
 * Why a parsed value is refused before it reaches validation or the database, or null. One pass
 * over the value, linear in its size (a wide, deep body costs no more than its element count):
 * - deeper than `maxDepth` (MAX_JSON_DEPTH by default): a recursive schema on a 3,000-deep body overflows the validator's stack;
 * - U+0000 or an unpaired surrogate in any text: PostgreSQL refuses them (which would otherwise be a 500);
 * - `__proto__` keys and `constructor.prototype`: prototype pollution.
 */
export function refuseHostileValue(value: unknown, { maxDepth = MAX_JSON_DEPTH, where = "the body" } = {}): string | null {
  const at = (frame: JsonFrame) => pointerOf(frame) || where;
  return (
    walkJson<string>(
      value,
      (frame) => {
        const current = frame.value;
        if (typeof current === "string") {
          const problem = textProblem(current);
          return problem ? `${problem} (at ${at(frame)}).` : undefined;
        }
        if (current === null || typeof current !== "object" || Array.isArray(current)) return undefined;
        for (const key of Object.keys(current)) {
          if (key === "__proto__") return `The key "__proto__" is not allowed (at ${at(frame)}).`;
          const item = (current as Record<string, unknown>)[key];
          if (key === "constructor" && item !== null && typeof item === "object" && Object.hasOwn(item, "prototype")) {
            return `The key "constructor.prototype" is not allowed (at ${at(frame)}).`;
          }
          const problem = textProblem(key);
          if (problem) return `${problem} (in a key at ${at(frame)}).`;
        }
        return undefined;
      },
      maxDepth,
      () => `${where.charAt(0).toUpperCase()}${where.slice(1)} is nested deeper than ${maxDepth} levels.`,
    ) ?? null
  );
}

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, or null. */
export function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "Text may not contain the character U+0000";
  if (UNPAIRED_SURROGATE.test(text)) return "Text may not contain unpaired surrogate characters";
  return null;
}
