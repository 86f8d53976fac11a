import { useEffect } from "react";
import { useLocation } from "wouter";

/**
 * When the list shows another page than the address asks for (past the end, it shows the last),
 * the address is corrected in place, so reloading or sharing it shows the same page.
 */
export function usePageInAddress(
  askedPage: number,
  shownPage: number,
  loading: boolean | undefined,
  hrefFor: (page: number) => string,
): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!loading && shownPage !== askedPage) navigate(hrefFor(shownPage), { replace: true });
  }, [askedPage, shownPage, loading, navigate, hrefFor]);
}
