import { escapeHtml } from "../../runtime/escapeHtml";

/** An upload of this server that can be made into square icons (a photo, an SVG or a GIF), not a private one. */
const ICON_SOURCE = /^\/media\/(?!private\/)[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+\.(?:jpe?g|png|webp|avif|svg|gif)$/i;

/**
 * The site's icons from its logo (issue 39, item 6): a tab's favicon at 32 and 192 pixels and the
 * home-screen icon at 180, squares made by the server (`/media/…?icon=`). A logo elsewhere is
 * named as it is; no logo, an empty icon, so browsers do not ask for /favicon.ico.
 */
export function iconLinks(logo: string | undefined): string {
  if (!logo) return '<link rel="icon" href="data:,">\n';
  if (!ICON_SOURCE.test(logo)) {
    const href = escapeHtml(logo);
    return `<link rel="icon" href="${href}">\n<link rel="apple-touch-icon" href="${href}">\n`;
  }
  return [
    `<link rel="icon" type="image/png" sizes="32x32" href="${logo}?icon=32">`,
    `<link rel="icon" type="image/png" sizes="192x192" href="${logo}?icon=192">`,
    `<link rel="apple-touch-icon" sizes="180x180" href="${logo}?icon=180">`,
    "",
  ].join("\n");
}
