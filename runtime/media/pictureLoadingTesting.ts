/** How a rendered `<img>` loads, as tests compare it: its `loading` and `fetchpriority` attributes. */
export const loadingOf = (picture: Element | null | undefined) => ({
  loading: picture?.getAttribute("loading") ?? null,
  fetchpriority: picture?.getAttribute("fetchpriority") ?? null,
});

/** The page's first picture: fetched at once and first. */
export const EAGER_FIRST = { loading: null, fetchpriority: "high" };
/** Every later one: fetched as fans scroll to it. */
export const LAZY = { loading: "lazy", fetchpriority: null };
