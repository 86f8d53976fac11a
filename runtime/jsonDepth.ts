import { toPointer } from "./jsonPointer";

/**
 * The pointer of the first value nested deeper than `limit`, or null when none is. Iterative, so a
 * hostile 100,000-deep input cannot overflow the stack.
 */
export function findTooDeep(value: unknown, limit: number): string | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (current === null || typeof current !== "object") continue;
    if (path.length >= limit) return toPointer(path);
    if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, path: [...path, index] });
      });
    } else {
      for (const [key, item] of Object.entries(current)) stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}
