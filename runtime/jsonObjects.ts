/**
 * Visits every object inside plain JSON (arrays are walked through, not visited), depth first,
 * until `visit` answers true. One walk for what looks through route data or a page for nodes of
 * some kind without knowing where they sit (rich content, on-demand blocks). Iterative, so a
 * deeply nested value cannot overflow the stack.
 */
export function forEachObjectIn(json: unknown, visit: (value: Readonly<Record<string, unknown>>) => boolean | undefined): void {
  const stack: unknown[] = [json];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    const object = value as Record<string, unknown>;
    if (visit(object)) return;
    for (const key in object) stack.push(object[key]);
  }
}
