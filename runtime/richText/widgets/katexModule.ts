import type { KatexOptions } from "katex";

/**
 * KaTeX, loaded only where an equation is (DESIGN.md, "Rich text": 'KaTeX loads only where an
 * equation is'). Nothing imports the package statically: `loadKatex` fetches it (its own chunk in
 * the browser) and keeps it here, where the equation's static form reads it. The server loads it
 * before rendering a page; a fan's browser loads it before hydrating a page that shows an equation
 * (`site/entry-client.tsx`), so both typeset with the same module and hydration matches; the
 * studio and a page reached by client navigation load it when an equation first shows.
 */

/** What we use of KaTeX: its internal tree builder, which builds the typeset tree without a DOM. */
export interface Katex {
  readonly version: string;
  /** Marked internal by KaTeX (a leading `__`): pinned to 0.16.28 in package.json, and its tree walk is tested. */
  __renderToDomTree(expression: string, options: KatexOptions): unknown;
}

/** The KaTeX this build ships: its stylesheet's address carries it, so the file may be cached for good. */
export const KATEX_VERSION = "0.16.28";
/** Where the server serves KaTeX's stylesheet and fonts (from node_modules/katex/dist): our own origin, nothing fetched elsewhere. */
export const KATEX_ASSETS_PATH = `/assets/katex-${KATEX_VERSION}/`;
export const KATEX_STYLESHEET_PATH = `${KATEX_ASSETS_PATH}katex.min.css`;

let loaded: Katex | null = null;
let loading: Promise<Katex> | null = null;
const listeners = new Set<() => void>();

/** KaTeX when it has been loaded, else null. */
export function loadedKatex(): Katex | null {
  return loaded;
}

/** Loads KaTeX once (later calls share the first); listeners hear when it is there. */
export function loadKatex(): Promise<Katex> {
  loading ??= import("katex").then((module) => {
    loaded = module.default as unknown as Katex;
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

/** Calls `listener` once KaTeX is loaded; returns the teardown. */
export function subscribeKatex(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether rendered HTML shows an equation: its wrapper's start tag, written only by the equation's
 * static form (every `<` of stored text is escaped, so no text can spell it).
 */
export function htmlShowsEquation(html: string): boolean {
  return html.includes('<span class="bl-rt-equation');
}
