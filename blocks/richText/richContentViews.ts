import { loadRichContentDescribers } from "../../runtime/richText/richContent";
import type { RichContentViews } from "./widgets/index";

/**
 * The components of the rich content nodes (embeds, equations, polls), loaded like their static
 * forms (`runtime/richText/richContent.ts`): by the fan's browser only for a page holding one, by
 * everything else at start (`richContentEager.ts`).
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

let loading: Promise<void> | null = null;

/** Loads everything rich content nodes show with, once: their static forms and their components. */
export function loadRichContent(): Promise<void> {
  if (views !== null) return loadRichContentDescribers();
  loading ??= Promise.all([
    loadRichContentDescribers(),
    import("./widgets/index").then((module) => provideRichContentViews(module.richContentViewSet)),
  ]).then(() => undefined);
  return loading;
}
