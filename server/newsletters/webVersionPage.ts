import { socialLabel } from "../../blocks/hero/SocialIcon";
import { escapeHtml } from "../../runtime/escapeHtml";
import { isInternalPath, linkHref } from "../../runtime/sanitizeUrl";
import { resolveTheme } from "../../runtime/theme";
import type { ThemeSettings } from "../../schema/site";
import { BACKLINE_URL } from "../../site/shell/Footer";

/** What the web version's header and footer show of the artist's site. */
export interface WebVersionChrome {
  /** The artist's site (`https://band.example`): every link of the header and footer starts here. */
  readonly origin: string;
  readonly artistName: string;
  /** The published site's theme: colours, font, logo, header and social links (none before it is published). */
  readonly settings: ThemeSettings | undefined;
  /** The year of the copyright line (the server's clock, in UTC). */
  readonly year: number;
  /** Whether the footer says 'Powered by Backline' (the operator's SHOW_POWERED_BY). */
  readonly poweredBy: boolean;
}

/** A link of the site as the web version writes it: the artist's pages on the artist's own address, others as the site opens them. */
function siteHref(origin: string, href: string): string | null {
  const safe = linkHref(href);
  if (safe === "about:blank") return null;
  return isInternalPath(safe) ? `${origin}${safe.startsWith("/") ? "" : "/"}${safe}` : safe;
}

const anchor = (href: string, text: string, style: string, external = false) =>
  `<a href="${escapeHtml(href)}" style="${style}"${external ? ' target="_blank" rel="noopener noreferrer"' : ""}>${escapeHtml(text)}</a>`;

/**
 * The site's header as static HTML for the web version: the logo or the artist's name in capitals
 * (home), then the header links, in the theme's colours and font, as the site's own header shows them.
 */
export function webVersionHeader(chrome: WebVersionChrome): string {
  const theme = resolveTheme(chrome.settings);
  const { text, background } = theme.colors;
  const font = `${theme.fontFamily}, Arial, sans-serif`;
  const logo = chrome.settings?.logo ? siteHref(chrome.origin, chrome.settings.logo) : null;
  const home = logo
    ? `<a href="${escapeHtml(`${chrome.origin}/`)}" style="display:inline-block"><img src="${escapeHtml(logo)}" alt="${escapeHtml(chrome.artistName)}" style="display:block;max-height:48px;max-width:200px;width:auto;height:auto;border:0"></a>`
    : anchor(
        `${chrome.origin}/`,
        chrome.artistName.toUpperCase(),
        `color:${text};text-decoration:none;font-weight:700;font-size:20px;letter-spacing:0.05em`,
      );
  const links = theme.headerLinks.flatMap((link) => {
    const href = siteHref(chrome.origin, link.href);
    return href
      ? [anchor(href, link.label, `color:${text};text-decoration:none;font-size:15px;font-weight:500`, !isInternalPath(link.href.trim()))]
      : [];
  });
  const nav = links.length > 0 ? `<nav aria-label="Main" style="display:flex;flex-wrap:wrap;gap:8px 20px">${links.join("")}</nav>` : "";
  return (
    `<header data-site-header="" style="background-color:${background};color:${text};font-family:${escapeHtml(font)};border-bottom:1px solid rgba(127,127,127,0.3)">` +
    `<div style="box-sizing:border-box;max-width:1280px;margin:0 auto;padding:16px;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px 24px">${home}${nav}</div>` +
    "</header>"
  );
}

/** The site's footer as static HTML: '© year artist', the social links, the privacy policy and the powered-by link. */
export function webVersionFooter(chrome: WebVersionChrome): string {
  const theme = resolveTheme(chrome.settings);
  const { text, background } = theme.colors;
  const font = `${theme.fontFamily}, Arial, sans-serif`;
  const linkStyle = `color:${text};text-decoration:underline;font-size:14px`;
  const social = theme.socialLinks.flatMap((link) => {
    const href = siteHref(chrome.origin, link.href);
    return href ? [anchor(href, socialLabel(link.icon), linkStyle, true)] : [];
  });
  const meta = [
    `<span>${escapeHtml(`© ${chrome.year} ${chrome.artistName}`)}</span>`,
    anchor(`${chrome.origin}/privacy-policy`, "Privacy policy", linkStyle),
    ...(chrome.poweredBy ? [anchor(BACKLINE_URL, "Powered by Backline", linkStyle, true)] : []),
  ];
  const row = (items: string[], label?: string) =>
    `<div${label ? ` aria-label="${label}"` : ""} style="display:flex;flex-wrap:wrap;justify-content:center;gap:8px 20px">${items.join("")}</div>`;
  return (
    `<footer data-site-footer="" style="background-color:${background};color:${text};font-family:${escapeHtml(font)};font-size:14px;border-top:1px solid rgba(127,127,127,0.3)">` +
    `<div style="box-sizing:border-box;max-width:1280px;margin:0 auto;padding:24px 16px;display:flex;flex-direction:column;gap:12px">` +
    `${social.length > 0 ? row(social, "Social links") : ""}${row(meta)}</div>` +
    "</footer>"
  );
}

/**
 * The web version as a page of the artist's site (issue 34, item 16): the email's own HTML, as the
 * recipients got it, between the site's header and footer. They are written as static HTML with
 * inline styles because the page runs no script and takes no stylesheet (its content security policy).
 */
export function webVersionPage(emailHtml: string, chrome: WebVersionChrome): string {
  const header = webVersionHeader(chrome);
  const footer = webVersionFooter(chrome);
  const withHeader = /<body[^>]*>/i.test(emailHtml)
    ? emailHtml.replace(/<body[^>]*>/i, (body) => `${body}${header}`)
    : `${header}${emailHtml}`;
  const end = withHeader.toLowerCase().lastIndexOf("</body>");
  return end === -1 ? `${withHeader}${footer}` : `${withHeader.slice(0, end)}${footer}${withHeader.slice(end)}`;
}
