import { Link } from "wouter";
import { linkHref } from "../../runtime/sanitizeUrl";
import { useSite } from "../app/SiteContext";

/** The site header: the logo or the artist's name in capitals, and the header links. */
export function Header() {
  const { profile, site } = useSite();
  const settings = site.settings ?? {};
  return (
    <header className="site-header">
      <Link href="/" className="site-header__brand" aria-label={`${profile.name}, home`}>
        {settings.logo ? <img src={settings.logo} alt="" className="site-header__logo" /> : <span>{profile.name.toUpperCase()}</span>}
      </Link>
      <nav aria-label="Main" className="site-header__nav">
        {(settings.headerLinks ?? []).map((link) => (
          <a key={`${link.href}:${link.label}`} href={linkHref(link.href)}>
            {link.label}
          </a>
        ))}
      </nav>
    </header>
  );
}
