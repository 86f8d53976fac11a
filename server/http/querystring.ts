/**
 * Query strings as SPEC §7's calls send them: flat keys, plus one level of brackets for filters
 * (`filter[query]=night&filter[releaseType]=album` → `{ filter: { query, releaseType } }`).
 * Objects have no prototype, so no key can reach one.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([A-Za-z][\w-]*)\[([A-Za-z][\w-]*)\]$/.exec(key);
    if (nested) {
      const [, outer, inner] = nested as unknown as [string, string, string];
      const existing = result[outer];
      const group = (
        existing !== null && typeof existing === "object" && !Array.isArray(existing) ? existing : Object.create(null)
      ) as Record<string, unknown>;
      group[inner] = value;
      result[outer] = group;
    } else if (key in result) {
      const previous = result[key];
      result[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
    } else {
      result[key] = value;
    }
  }
  return result;
}
