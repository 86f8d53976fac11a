import type { MouseEvent } from "react";
import { Link } from "wouter";
import { paginationItems } from "./pagination";

export interface PaginationProps {
  /** From 1. */
  readonly page: number;
  readonly totalPages: number;
  /** The address of a page (links work without script, and open in a new tab). */
  readonly hrefFor: (page: number) => string;
  /** On a plain click that moves to `page`, just before the address changes (to scroll the list into view, say). */
  readonly onNavigate?: (page: number) => void;
  /** Names the navigation landmark; "Pagination" by default. */
  readonly label?: string;
}

/**
 * Page links: previous, the pages (all up to 7, else a window with ellipses, SPEC §9), next. The
 * current page is marked for assistive technology; nothing is shown for a single page.
 */
export function Pagination({ page, totalPages, hrefFor, onNavigate, label = "Pagination" }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  // wouter's Link calls this only for a plain click (a modifier key leaves the browser to open a tab).
  const onClick = (target: number) => (_event: MouseEvent<HTMLAnchorElement>) => onNavigate?.(target);
  const step = (target: number, text: string, rel: "prev" | "next", ariaLabel: string) =>
    target < 1 || target > totalPages ? (
      <span className="site-pagination__step" aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link href={hrefFor(target)} className="site-pagination__step" rel={rel} aria-label={ariaLabel} onClick={onClick(target)}>
        {text}
      </Link>
    );
  return (
    <nav className="site-pagination" aria-label={label}>
      <ul className="site-pagination__list">
        <li>{step(current - 1, "‹ Prev", "prev", "Previous page")}</li>
        {paginationItems(current, totalPages).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              {item === current ? (
                <span className="site-pagination__page site-pagination__page--current" aria-current="page">
                  <span className="site-visually-hidden">Page </span>
                  {item}
                </span>
              ) : (
                <Link href={hrefFor(item)} className="site-pagination__page" aria-label={`Page ${item}`} onClick={onClick(item)}>
                  {item}
                </Link>
              )}
            </li>
          ) : (
            <li key={item} className="site-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>{step(current + 1, "Next ›", "next", "Next page")}</li>
      </ul>
    </nav>
  );
}
