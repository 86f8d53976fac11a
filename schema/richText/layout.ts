/**
 * SPEC §3 'layout container with columns template', issue 15: '2 and 3 columns, 25/75 and 75/25'.
 * A layout stores its template as the CSS grid template Lexical's playground writes
 * (`templateColumns`), restricted to these four; each has one column per track.
 */
export const LAYOUT_TEMPLATES = ["1fr 1fr", "1fr 1fr 1fr", "1fr 3fr", "3fr 1fr"] as const;

export type LayoutTemplate = (typeof LAYOUT_TEMPLATES)[number];

/** The columns (layout items) a layout of `template` holds: one per track. */
export function layoutColumnCount(template: LayoutTemplate): number {
  return template.split(" ").length;
}

/** Whether `value` is one of the four templates. */
export function isLayoutTemplate(value: unknown): value is LayoutTemplate {
  return (LAYOUT_TEMPLATES as readonly unknown[]).includes(value);
}

/** The fewest and most columns any template has: what the schema can say about a layout's items without its template. */
export const MIN_LAYOUT_COLUMNS = 2;
export const MAX_LAYOUT_COLUMNS = 3;
