import { EMBED_FRAME_ORIGINS } from "../../runtime/embeds/players";

/**
 * The Content-Security-Policy of the site's and the studio's pages. Scripts only from our own
 * origin and never evaluated from strings (the validators are ajv's standalone code, so no
 * `new Function` is needed); no inline script at all (route data travels as JSON in a
 * non-executed script element). Styles may be inline: blocks set their props as style
 * attributes and the theme as custom properties. Media may come from any http(s) address,
 * since an artist's media library can hold links to files elsewhere. No `<base>` may move the
 * page's links elsewhere. Site pages may be framed by our own pages only; the studio by none.
 * The studio may also connect to the store that takes uploads directly (`uploadOrigin`, S3).
 * Frames: our own pages and exactly the players a rich-text embed or an Embed block loads once a
 * fan clicks it (`EMBED_FRAME_ORIGINS`: YouTube's no-cookie player, X's post, Figma's embed,
 * Spotify's, SoundCloud's, Bandcamp's and Apple Music's players). Fonts from our origin only on
 * the site (issue 39, item 5: `server/routes/webFonts.ts` serves them); the studio also allows
 * `data:`, as Excalidraw inlines its fonts as data addresses while it draws a picture.
 */
export function contentSecurityPolicy(
  publicUrl?: string,
  {
    framedBy = "'self'",
    uploadOrigin,
    fontsFrom = "'self' data:",
  }: { framedBy?: "'self'" | "'none'"; uploadOrigin?: string | undefined; fontsFrom?: "'self'" | "'self' data:" } = {},
): string {
  const self = publicUrl ? `'self' ${new URL(publicUrl).origin}` : "'self'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    `font-src ${fontsFrom}`,
    // Uploads go to the presigned URL, which is on PUBLIC_URL when one is set, or on the store.
    `connect-src ${self}${uploadOrigin ? ` ${uploadOrigin}` : ""}`,
    `frame-src 'self' ${EMBED_FRAME_ORIGINS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framedBy}`,
  ].join("; ");
}
