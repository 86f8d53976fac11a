import { Link } from "wouter";
import { SocialIcon, socialLabel } from "../../blocks/hero/SocialIcon";
import { linkHref } from "../../runtime/sanitizeUrl";
import { useSite } from "../app/SiteContext";

/** Where 'Powered by Backline' leads. */
export const BACKLINE_URL = "https://backline.dev";

/**
 * The site footer (SPEC §2): '© year artist', the artist's social icons, and the powered-by link,
 * unless the operator turned it off (SHOW_POWERED_BY=false, a white-label host; issue 34, item 8).
 * The year is the server's render time in UTC, not the browser's clock, so hydration agrees on New
 * Year's Eve too.
 */
export function Footer({ compact = false }: { readonly compact?: boolean }) {
  const { profile, site, renderedAt, poweredBy = true } = useSite();
  // The Link Tree page shows the icons at its top already.
  const socialLinks = compact ? [] : (site.settings?.socialLinks ?? []);
  const year = new Date(renderedAt).getUTCFullYear();
  return (
    <footer className={compact ? "shell-footer shell-footer--compact" : "shell-footer"}>
      <div className="shell-footer__inner">
        {socialLinks.length > 0 ? (
          <ul className="shell-footer__social" aria-label="Social links">
            {socialLinks.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: icons and addresses may repeat; the list is fixed for the page
              <li key={`${index}:${link.href}`}>
                <a
                  className="shell-footer__social-link"
                  href={linkHref(link.href)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={socialLabel(link.icon)}
                >
                  <SocialIcon icon={link.icon} size={22} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="shell-footer__meta">
          <p className="shell-footer__copyright">{`© ${year} ${profile.name}`}</p>
          <Link href="/privacy-policy" className="shell-footer__link">
            Privacy policy
          </Link>
          {poweredBy ? (
            <a className="shell-footer__link" href={BACKLINE_URL} target="_blank" rel="noopener noreferrer">
              Powered by Backline
            </a>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
