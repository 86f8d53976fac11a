import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { SocialIcon, socialLabel } from "../../blocks/hero/SocialIcon";
import type { ThemeSettings } from "../../schema/site";

/** The parts of the site settings the canvas's header and footer open. */
export type SiteSection = "name" | "theme" | "social-links" | "header-links";

/** Marks what the canvas's click handler leaves alone: a click here opens site settings, it selects no block. */
export const SITE_CHROME_ATTRIBUTE = "data-studio-site-chrome";

function CartGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M3 4h2l2.4 11h10.2L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <circle cx="9.5" cy="19" r="1.4" fill="currentColor" />
      <circle cx="16.5" cy="19" r="1.4" fill="currentColor" />
    </svg>
  );
}

/** A part of the preview that opens a site-settings section, by pointer or keyboard. */
function Opener({
  section,
  label,
  onOpen,
  className,
  children,
}: {
  section: SiteSection;
  label: string;
  onOpen: (section: SiteSection) => void;
  className: string;
  children: ReactNode;
}) {
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onOpen(section);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the part holds the preview's own markup (a header, lists), which a button may not contain.
    <div
      role="button"
      tabIndex={0}
      className={className}
      aria-label={label}
      {...{ [SITE_CHROME_ATTRIBUTE]: "" }}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") open(event);
      }}
    >
      {children}
    </div>
  );
}

/** What the site's header and footer previews show, and where a click on them goes. */
interface SitePreviewProps {
  readonly artistName: string;
  readonly settings: ThemeSettings;
  readonly onOpen: (section: SiteSection) => void;
}

/**
 * The site's header as fans see it, live from the site settings: the logo or the name in
 * capitals, the header links, the cart and 'Log in'. It is not a block of the page: a click opens
 * the site settings (the logo and theme, the name where there is no logo, or the header links).
 */
export function SiteHeaderPreview({ artistName, settings, onOpen }: SitePreviewProps) {
  const links = settings.headerLinks ?? [];
  return (
    <div className="studio-site-header">
      <Opener
        section={settings.logo ? "theme" : "name"}
        label={settings.logo ? "The site's logo: edit it in Site settings" : "The site's name: edit it in Site settings"}
        onOpen={onOpen}
        className="studio-site-header__brand"
      >
        {settings.logo ? <img src={settings.logo} alt="" className="studio-site-header__logo" /> : <span>{artistName.toUpperCase()}</span>}
      </Opener>
      <Opener section="header-links" label="Header links: edit them in Site settings" onOpen={onOpen} className="studio-site-header__links">
        {links.length > 0 ? (
          <ul>
            {links.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the list is fixed for the render
              <li key={index}>{link.label}</li>
            ))}
          </ul>
        ) : (
          <span className="studio-site-header__empty">Add header links</span>
        )}
      </Opener>
      <span className="studio-site-header__actions" aria-hidden="true">
        <CartGlyph />
        <span>Log in</span>
      </span>
    </div>
  );
}

/** The site's footer as fans see it: its social icons (a click opens them in Site settings), the copyright and the fixed links. */
export function SiteFooterPreview({ artistName, settings, onOpen }: SitePreviewProps) {
  const socialLinks = settings.socialLinks ?? [];
  return (
    <div className="studio-site-footer">
      <Opener
        section="social-links"
        label="Social links: edit them in Site settings"
        onOpen={onOpen}
        className="studio-site-footer__social"
      >
        {socialLinks.length > 0 ? (
          <ul>
            {socialLinks.map((link, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: icons may repeat; the list is fixed for the render
              <li key={index} title={socialLabel(link.icon)}>
                <SocialIcon icon={link.icon} size={20} />
              </li>
            ))}
          </ul>
        ) : (
          <span className="studio-site-header__empty">Add social links</span>
        )}
      </Opener>
      <p className="studio-site-footer__meta">
        © {new Date().getFullYear()} {artistName} · Privacy policy · Powered by Backline
      </p>
    </div>
  );
}
