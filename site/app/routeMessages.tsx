/** What a route shows while its code or data comes (RouteView.tsx, RouteEntryView.tsx). */
export function RouteLoading() {
  return (
    <div className="site-page site-message" aria-busy="true">
      <p>Loading…</p>
    </div>
  );
}

/** What a route shows when its code or data could not come (offline, a server error). */
export function RouteFailed() {
  return (
    <div className="site-page site-message" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be loaded. Check your connection and try again.</p>
    </div>
  );
}
