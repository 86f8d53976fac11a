import { createElement, type ReactNode } from "react";
import type { BlockViewProps } from "../../runtime/blockRegistry";
import { ON_DEMAND_VIEW_SOURCES, type OnDemandBlockType } from "./onDemandTypes";

// biome-ignore lint/suspicious/noExplicitAny: each view takes its own block's props; the registry checks them by type.
type AnyBlockView = (props: BlockViewProps<any, any, any>) => ReactNode;

/** The views loaded so far: all of them at start on the server and in the studio, each on demand in a fan's browser. */
const views = new Map<OnDemandBlockType, AnyBlockView>();

/** Keeps views, loaded at start (`onDemandEager.ts`) or fetched (`loadBlockViews`). */
export function provideBlockViews(loaded: Readonly<Partial<Record<OnDemandBlockType, AnyBlockView>>>): void {
  for (const [type, view] of Object.entries(loaded) as [OnDemandBlockType, AnyBlockView][]) views.set(type, view);
}

/**
 * The view a block's definition names: it draws the loaded view, and asked for before that loaded
 * it says so plainly (a bug of the caller, who awaits `loadBlockViews` first).
 */
export function onDemandView<View extends AnyBlockView>(type: OnDemandBlockType): View {
  const OnDemand = (props: Parameters<View>[0]) => {
    const view = views.get(type);
    if (!view) throw new Error(`The ${type} block was shown before its code loaded: await loadBlockViews() first`);
    return createElement(view, props);
  };
  OnDemand.displayName = `OnDemand(${type})`;
  return OnDemand as unknown as View;
}

/** Whether every view is here (always on the server and in the studio), so no page need be searched for what to load. */
export function allBlockViewsLoaded(): boolean {
  return views.size === Object.keys(ON_DEMAND_VIEW_SOURCES).length;
}

/** Fetches one block's view. */
export type BlockViewFetcher = (type: OnDemandBlockType) => Promise<AnyBlockView>;

let fetcher: BlockViewFetcher | null = null;
const loading = new Map<OnDemandBlockType, Promise<void>>();

/**
 * How this app fetches views on demand. Only the fan's browser has one (`onDemandChunks.ts`, given
 * by site/entry-client.tsx), so the `import()`s are in its build alone.
 */
export function provideBlockViewFetcher(fetch: BlockViewFetcher): void {
  fetcher = fetch;
}

/** Loads the views of these types that are not here yet, each once. */
export function loadBlockViews(types: readonly OnDemandBlockType[]): Promise<void> {
  const missing = types.filter((type) => !views.has(type));
  if (missing.length === 0) return Promise.resolve();
  const fetch = fetcher;
  if (fetch === null) return Promise.reject(new Error("Block views are neither loaded at start nor fetched on demand here"));
  return Promise.all(
    missing.map((type) => {
      let pending = loading.get(type);
      if (!pending) {
        pending = fetch(type).then((view) => provideBlockViews({ [type]: view }));
        // A failed fetch (a dropped connection) may be tried again by the next page.
        pending.catch(() => loading.delete(type));
        loading.set(type, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
