import { useBlockService } from "../runtime/interpreter/InterpreterContext";
import type { SiteServices } from "../schema/siteResources";

/** A service the site provides to page blocks, by its name in `SiteServices`; undefined in a static render. */
export function useSiteService<Name extends keyof SiteServices>(name: Name): SiteServices[Name] | undefined {
  return useBlockService<SiteServices[Name]>(name);
}
