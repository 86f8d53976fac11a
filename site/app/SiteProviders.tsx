import type { ReactNode } from "react";

/** The site-wide state around every page: the fan's session and cart (their machines) and the viewer. */
export function SiteProviders({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
