/**
 * The data-loading contract (DESIGN.md, "Data-bound blocks"): a block declares what it needs as
 * plain, serializable descriptions; the runtime gathers them, removes duplicates, fetches them in
 * parallel through a loader the host provides (the server's data layer, or the site's API client),
 * and hands the results to the views.
 */

export type DataParam = string | number | boolean | null;

/** One piece of data a block needs, such as `{ resource: "featuredProducts", params: { category: "Music" } }`. */
export interface DataNeed {
  readonly resource: string;
  readonly params?: Readonly<Record<string, DataParam>>;
}

/** What a block's `load` may use besides its props. */
export interface LoadContext {
  readonly profileId?: string;
  /** The page document rendered, for data kept per page (its polls' votes). */
  readonly pageId?: string;
}

/** Fetches one need. The server answers from its database, the browser through the API. */
export type DataLoader = (need: DataNeed) => Promise<unknown>;

export type LoadState<Value = unknown> =
  | { readonly status: "ready"; readonly value: Value }
  | { readonly status: "error"; readonly message: string }
  | { readonly status: "missing" };

/** Loaded data by need key. Plain JSON, so the server can embed it in the page for hydration. */
export type LoadedData = Readonly<Record<string, LoadState>>;

/** A stable key for a need: the same resource and params give the same key, whatever the params' order. */
export function dataKey(need: DataNeed): string {
  const params = Object.entries(need.params ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length === 0 ? need.resource : `${need.resource}?${JSON.stringify(params)}`;
}
