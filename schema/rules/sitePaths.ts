/**
 * The fan site's own screens: what links may point at besides the artist's pages, and the paths
 * no page may take (the screen answers there, so such a page would never be shown).
 */
export const SITE_SCREENS: readonly { readonly path: string; readonly title: string }[] = [
  { path: "/music", title: "Music" },
  { path: "/members", title: "Members" },
  { path: "/merch", title: "Merch" },
  { path: "/newsletters", title: "Newsletters" },
  { path: "/privacy-policy", title: "Privacy policy" },
  { path: "/account", title: "My Account" },
  { path: "/login", title: "Log in" },
  { path: "/signup", title: "Sign up" },
  { path: "/checkout", title: "Checkout" },
  { path: "/redeem", title: "Redeem a download code" },
];

/** First segments that belong to the site's screens and the server: no page path may start with them. */
const RESERVED_FIRST_SEGMENTS = new Set([
  ...SITE_SCREENS.map((screen) => screen.path.slice(1)),
  "membership",
  "studio",
  "api",
  "media",
  "assets",
  "newsletters",
  // The site's feeds: /feed.xml, /feed.atom and members' private feeds (issue 37).
  "feed",
  "feed.xml",
  "feed.atom",
  // A poll's vote links (/polls/vote, issue 15).
  "polls",
  // A gift's claim links (/gifts/claim/…, issue 18).
  "gifts",
  // A list join's confirmation links and a newsletter's unsubscribe links (issue 19).
  "email-lists",
  "unsubscribe",
]);

/** The built-in screen a page path would collide with, or null when the path is free for a page. */
export function reservedPathOwner(path: string): string | null {
  const first = path.split("/")[1] ?? "";
  if (!RESERVED_FIRST_SEGMENTS.has(first)) return null;
  return SITE_SCREENS.find((screen) => screen.path === `/${first}`)?.title ?? `the site's /${first} addresses`;
}

/** Why a page cannot take a path, in words, or null. */
export function reservedPathMessage(path: string): string | null {
  const owner = reservedPathOwner(path);
  if (owner === null) return null;
  return owner.startsWith("the site's")
    ? `${path} is kept for ${owner}. Choose another path.`
    : `${path} is the site's ${owner} screen. Choose another path.`;
}

/** A path of this site as typed in a link (`/music`, `/tour/dates`, `/#membership`): not `//host`, no spaces. */
export function isSitePath(text: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(text.trim());
}
