import { type DataLoader, dataKey, type LoadedData, type LoadState } from "../../runtime/dataNeeds";
import type { SiteData } from "../../schema/siteData";
import type { SiteResourceName, SiteResourceNeed, SiteResources } from "../../schema/siteResources";

type ResourceLoaders = {
  readonly [Name in SiteResourceName]: (data: SiteData, params: SiteResources[Name]["params"]) => Promise<SiteResources[Name]["value"]>;
};

/** How each site resource is answered: one entry per resource, or the build fails. */
const LOADERS: ResourceLoaders = {
  featuredProducts: (data, params) => data.featuredProducts(params.category === "Merch" ? "Merch" : "Music"),
  events: (data) => data.events(),
  release: async (data, params) => {
    const product = params.id ? await data.product(params.id) : null;
    return product?.category === "Music" ? product : null;
  },
  event: async (data, params) => {
    if (!params.id) return null;
    if (data.event) return data.event(params.id);
    return (await data.events()).find((event) => event.id === params.id) ?? null;
  },
  membershipTiers: (data) => data.membershipTiers(),
  // A block without a poll, or a page not published (the studio), asks with no page: nothing to load.
  pagePolls: async (data, params) => (params.pageId && data.pagePolls ? data.pagePolls(params.pageId) : []),
};

function isSiteResource(name: string): name is SiteResourceName {
  return Object.hasOwn(LOADERS, name);
}

/** The resources blocks may declare in `load`, answered from the site's data. */
export function resourceLoader(data: SiteData): DataLoader {
  return async (need) => {
    if (!isSiteResource(need.resource)) throw new Error(`No data source for "${need.resource}"`);
    // A need arrives as plain JSON (a document's block asked for it); its params are the resource's by the block's typed `load`.
    const load = LOADERS[need.resource] as (data: SiteData, params: object) => Promise<unknown>;
    return load(data, need.params ?? {});
  };
}

/** A loaded resource, typed by the need that asked for it; undefined when it was not loaded. */
export function loadedResource<Name extends SiteResourceName>(
  data: LoadedData,
  need: SiteResourceNeed<Name>,
): LoadState<SiteResources[Name]["value"]> | undefined {
  // Loaded by `resourceLoader` for this very need, so its value is the resource's.
  return data[dataKey(need)] as LoadState<SiteResources[Name]["value"]> | undefined;
}
