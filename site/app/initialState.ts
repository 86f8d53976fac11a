import type { Profile } from "../../schema/entities/people";
import type { SiteDocument } from "../../schema/site";

/** What the server hands to the browser inside the page, so hydration needs no request for it. */
export interface InitialState {
  readonly profile: Profile;
  readonly site: SiteDocument;
  /** Route data by data key (see routeDataKey). */
  readonly routeData: Readonly<Record<string, unknown>>;
  readonly renderedAt: number;
  /** Whether the footer links 'Powered by Backline': the server's SHOW_POWERED_BY (issue 34, item 8). */
  readonly poweredBy: boolean;
  /** Whether the artist sells merch: the header links the Merch screen (issue 36). Absent: no. */
  readonly hasMerch?: boolean;
  /** How many days raw analytics events are kept (ANALYTICS_RETENTION_DAYS), for the privacy policy. Absent: 90. */
  readonly analyticsRetentionDays?: number;
  /**
   * Set when the server had to render document blocks inside Suspense boundaries (a block failed
   * in a way its view's own guard could not catch), so hydration builds the same boundaries.
   */
  readonly suspenseBoundaries?: true;
  /** The events' times as the server wrote them, `dateTime zone` → words (runtime/time/venueTimeWords.tsx). Absent: none. */
  readonly venueTimes?: Readonly<Record<string, string>>;
}

export const INITIAL_STATE_ELEMENT_ID = "backline-state";

/** The state the server embedded, or null (a page served without server rendering, as in development). */
export function readInitialState(): InitialState | null {
  const element = document.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as InitialState;
  } catch (error) {
    console.error("The page's embedded state is unreadable", error);
    return null;
  }
}
