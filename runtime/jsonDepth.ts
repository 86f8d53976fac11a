import { toPointer } from "./jsonPointer";

/**
 * One value met while walking JSON: its place is a link to its parent's frame, not a copied path,
 * so a walk over n values costs O(n) however deep or wide the input is. The pointer is built only
 * for the one place an error names.
 */
export interface JsonFrame {
  readonly value: unknown;
  /** Containers above this value: 0 for the root. */
  readonly depth: number;
  readonly parent: JsonFrame | null;
  readonly key: string | number;
}

/** The JSON pointer of a frame, walking its parents once. */
export function pointerOf(frame: JsonFrame): string {
  const segments: (string | number)[] = [];
  for (let at: JsonFrame | null = frame; at?.parent; at = at.parent) segments.push(at.key);
  return toPointer(segments.reverse());
}

/**
 * Visits every value of parsed JSON once, depth first, without recursion (a hostile 100,000-deep
 * input cannot overflow the stack). `visit` returns a value to stop the walk with it, or undefined
 * to go on; containers deeper than `maxDepth` are reported through `tooDeep` and not entered.
 */
export function walkJson<Result>(
  root: unknown,
  visit: (frame: JsonFrame) => Result | undefined,
  maxDepth: number,
  tooDeep: (frame: JsonFrame) => Result,
): Result | undefined {
  const stack: JsonFrame[] = [{ value: root, depth: 0, parent: null, key: "" }];
  while (stack.length > 0) {
    const frame = stack.pop() as JsonFrame;
    const stop = visit(frame);
    if (stop !== undefined) return stop;
    const { value, depth } = frame;
    if (value === null || typeof value !== "object") continue;
    if (depth >= maxDepth) return tooDeep(frame);
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--)
        stack.push({ value: value[index], depth: depth + 1, parent: frame, key: index });
    } else {
      const keys = Object.keys(value);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index] as string;
        stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, parent: frame, key });
      }
    }
  }
  return undefined;
}

/** The pointer of the first value nested deeper than `limit`, or null when none is. Linear in the input's size. */
export function findTooDeep(value: unknown, limit: number): string | null {
  return walkJson<string>(value, () => undefined, limit, pointerOf) ?? null;
}
