/** SPEC §9: a multi-select shows up to 3 chips, then '+ N more'. */
export const MAX_VISIBLE_CHIPS = 3;

export interface VisibleChips<T> {
  readonly shown: readonly T[];
  /** How many are not shown: the N of '+ N more' (0: no such chip). */
  readonly hidden: number;
}

/**
 * Which chips a chip list shows: all of them when expanded or when there are at most `max`,
 * else the first `max` and the count of the rest.
 * @example visibleChips(["a", "b", "c", "d", "e"]) // { shown: ["a", "b", "c"], hidden: 2 }
 */
export function visibleChips<T>(items: readonly T[], { max = MAX_VISIBLE_CHIPS, expanded = false } = {}): VisibleChips<T> {
  const limit = Math.max(0, Math.floor(max));
  if (expanded || items.length <= limit) return { shown: items, hidden: 0 };
  return { shown: items.slice(0, limit), hidden: items.length - limit };
}

/** The text of the chip that stands for the hidden ones. */
export function moreLabel(hidden: number): string {
  return `+ ${hidden} more`;
}
