import { Link, useLocation } from "wouter";
import { isInternalPath, linkHref } from "../../runtime/sanitizeUrl";
import type { HeaderLink } from "../../schema/site";

export interface HeaderLinksProps {
  readonly links: readonly HeaderLink[];
  readonly className: string;
  /** Called when a link is followed (the mobile menu closes). */
  readonly onNavigate?: () => void;
}

/** Whether the page at `pathname` is the one `href` names, or lies under it. */
function isCurrent(href: string, pathname: string): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  if (path === "/") return pathname === "/";
  return pathname === path || pathname.startsWith(`${path.replace(/\/+$/, "")}/`);
}

/**
 * The artist's header links (SPEC §2; set in the editor's header links settings). A page of this
 * site is a client-side link; any other address is sanitized (SPEC §5) and a web address opens in
 * a new tab, so the music playing here goes on.
 */
export function HeaderLinks({ links, className, onNavigate }: HeaderLinksProps) {
  const [pathname] = useLocation();
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((link, index) => {
        const href = linkHref(link.href);
        // Labels and addresses may repeat; their position does not within one render.
        const key = `${index}:${link.href}`;
        if (isInternalPath(href)) {
          const current = isCurrent(href, pathname);
          return (
            <li key={key}>
              <Link href={href} aria-current={current ? "page" : undefined} onClick={onNavigate}>
                {link.label}
              </Link>
            </li>
          );
        }
        const web = /^https?:/i.test(href);
        return (
          <li key={key}>
            <a href={href} onClick={onNavigate} {...(web ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
