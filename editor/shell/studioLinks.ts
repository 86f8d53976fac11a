import { STUDIO_ROOT } from "./sectionPaths";

/** Where a followed link goes: another address of this studio (switched to in place), or away from it. */
export type StudioLinkTarget = { readonly kind: "studio"; readonly address: string } | { readonly kind: "away"; readonly href: string };

/**
 * The link a plain click follows in this tab, for the studio to follow itself, saving the open work
 * first (issue 34, item 14); null for a click the browser keeps: with a modifier key or another
 * button (a new tab), a link to another tab or a download, a mailto: or javascript: one, or a
 * click some handler already took.
 */
export function followedLink(event: MouseEvent, origin: string): StudioLinkTarget | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const inStudio = url.origin === origin && (url.pathname === STUDIO_ROOT || url.pathname.startsWith(`${STUDIO_ROOT}/`));
  if (inStudio) return { kind: "studio", address: `${url.pathname}${url.search}` };
  // A link to a place on this page (#top) is the browser's too.
  if (url.origin === origin && url.pathname === window.location.pathname && url.hash) return null;
  return { kind: "away", href: url.href };
}

/**
 * Opens a studio address from code (after a button's work: "Edit the email" once the email is
 * made) as a click on a link to it would: through the studio's own following of links, so the
 * open section saves its work first and the address enters the history.
 */
export function openStudioAddress(address: string): void {
  const link = document.createElement("a");
  link.href = address;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
