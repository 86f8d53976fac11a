import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { useRecordAnalytics } from "./analyticsContext";
import { pageViewEvent } from "./analyticsEvents";

/**
 * Records a page view on the first load and on each client-side navigation: placed inside the
 * site's Router, it sees every location wouter routes. Renders nothing.
 */
export function PageViews() {
  const [path] = useLocation();
  const search = useSearch();
  const record = useRecordAnalytics();
  // The path last recorded: StrictMode runs effects twice in development, and that is one view.
  const recorded = useRef<string | null>(null);
  // Only a new path is a new page: a query changed in place (a filter, a sort) is not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search is read with the path, not watched.
  useEffect(() => {
    if (recorded.current === path) return;
    recorded.current = path;
    record(pageViewEvent(path, search, typeof document === "undefined" ? "" : document.referrer));
  }, [path, record]);
  return null;
}
