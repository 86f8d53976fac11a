import { provideRichContentDescribers } from "../../runtime/richText/richContent";
import type { RichContentDescribers } from "../../runtime/richText/richContentDescribers";
import type { RichContentViews } from "./widgets/index";

/**
 * The components of the rich content nodes (embeds, equations, polls), loaded like their static
 * forms (`runtime/richText/richContent.ts`): by the fan's browser only for a page holding one
 * (`richContentChunks.ts`), by everything else at start (`richContentEager.ts`).
 */
let views: RichContentViews | null = null;

/** Keeps the components, loaded at start or on demand. */
export function provideRichContentViews(loaded: RichContentViews): void {
  views = loaded;
}

/** The components; asked for before they loaded is a bug of the caller, said plainly. */
export function richContentViews(): RichContentViews {
  if (views === null) throw new Error("Rich content was shown before its code loaded: await loadRichContent() first");
  return views;
}

/** Whether the components are here (at start on the server and in the studio; in a browser once a page needed them). */
export function richContentLoaded(): boolean {
  return views !== null;
}

/** Rich content's code: its static forms and its components. */
export interface RichContentCode {
  readonly describers: RichContentDescribers;
  readonly views: RichContentViews;
}

/** Fetches rich content's code. */
export type RichContentFetcher = () => Promise<RichContentCode>;

let fetcher: RichContentFetcher | null = null;

/**
 * How this app fetches rich content's code on demand. Only the fan's browser has one
 * (`richContentChunks.ts`, given by site/entry-client.tsx), so the `import()` of that code is in
 * its build alone: the server, the studio and the integrator import it statically at start, and a
 * dynamic import of the same modules there would only be dead code.
 */
export function provideRichContentFetcher(fetch: RichContentFetcher): void {
  fetcher = fetch;
}

let loading: Promise<void> | null = null;

/** Loads everything rich content nodes show with, once: their static forms and their components. */
export function loadRichContent(): Promise<void> {
  if (views !== null) return Promise.resolve();
  if (fetcher === null) return Promise.reject(new Error("Rich content's code is neither loaded at start nor fetched on demand here"));
  loading ??= fetcher().then((code: RichContentCode) => {
    provideRichContentDescribers(code.describers);
    provideRichContentViews(code.views);
  });
  return loading;
}
