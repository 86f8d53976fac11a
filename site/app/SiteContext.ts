import { createContext, useContext } from "react";
import type { Profile } from "../../schema/entities/people";
import type { SiteDocument } from "../../schema/site";
import type { SiteData } from "../../schema/siteData";

/** The artist whose site this is, their site document, and where the site's data comes from. */
export interface SiteContextValue {
  readonly profile: Profile;
  readonly site: SiteDocument;
  readonly data: SiteData;
  /** When the server rendered the page (ms): the year in the footer must not differ between server and browser. */
  readonly renderedAt: number;
  /** Whether the footer links 'Powered by Backline' (the operator's SHOW_POWERED_BY): shown when absent. */
  readonly poweredBy?: boolean;
  /** Whether the artist sells merch: the header then links the Merch screen (issue 36). */
  readonly hasMerch?: boolean;
  /** How many days raw analytics events are kept, for the privacy policy (90 when absent). */
  readonly analyticsRetentionDays?: number;
  /** Document blocks render inside Suspense boundaries, as the server rendered them (see InitialState). */
  readonly suspenseBoundaries?: boolean;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite must be used inside the site's App");
  return value;
}
