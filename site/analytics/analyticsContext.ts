import { createContext, useContext } from "react";
import type { RecordAnalyticsEvent } from "./analyticsEvents";

/** Records nothing: the server's render, tests, and visitors who asked not to be counted. */
export const RECORD_NOTHING: RecordAnalyticsEvent = () => {};

/** How the site's components record an event; the client entry provides the started collector. */
export const AnalyticsContext = createContext<RecordAnalyticsEvent>(RECORD_NOTHING);

/** The site's analytics recorder (a no-op outside the browser's started collector). */
export function useRecordAnalytics(): RecordAnalyticsEvent {
  return useContext(AnalyticsContext);
}
