/** A copy without the keys set to undefined, so a cleared setting leaves the document (and its default applies). */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
