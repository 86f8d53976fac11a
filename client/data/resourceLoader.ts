import type { DataLoader } from "../../runtime/dataNeeds";
import type { SiteData } from "./siteData";

/** The resources blocks may declare in `load`, answered from the site's data. */
export function resourceLoader(data: SiteData): DataLoader {
  return async (need) => {
    switch (need.resource) {
      case "products/featured":
        return data.featuredProducts(need.params?.category === "Merch" ? "Merch" : "Music");
      case "membership-tiers":
        return data.membershipTiers();
      case "events":
        return data.events();
      default:
        throw new Error(`No data source for "${need.resource}"`);
    }
  };
}
