/** Where login and sign-up go when no (acceptable) `redirect` was given. */
export const DEFAULT_REDIRECT = "/account";

const BASE = "https://backline.invalid";

/** Pages that would only send the fan on again (or back here). */
const NOT_A_DESTINATION = new Set(["/login", "/signup"]);

/**
 * The `redirect` query parameter, if it is a path on this site; else null. Only a path starting
 * with a single "/" is accepted: `//evil.example`, `/\evil.example`, `https://…` and
 * `javascript:…` are refused, so a link to /login can never send a fan to another site.
 *
 * @example
 * safeRedirect("/membership/checkout?membershipTierId=t1") // "/membership/checkout?membershipTierId=t1"
 * safeRedirect("//evil.example") // null
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  // The URL parser drops tabs and newlines, which could turn "/\t/evil.example" into "//evil.example".
  if (url.origin !== BASE) return null;
  // Dot segments are resolved by then: "/..//evil.example" and "/a/%2e%2e//evil.example" become
  // "//evil.example", which a browser reads as another site. Checked after normalising, not before.
  if (url.pathname.startsWith("//")) return null;
  if (NOT_A_DESTINATION.has(url.pathname.replace(/\/+$/, ""))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `/login?redirect=…` (the target encoded once), or the bare path when there is nowhere to go back
 * to; with `email`, the form starts with that address (a gift's recipient signs up with theirs).
 */
export function withRedirect(path: "/login" | "/signup" | "/forgot-password", redirect: string | null, email?: string | null): string {
  const query = [
    ...(redirect ? [`redirect=${encodeURIComponent(redirect)}`] : []),
    ...(email ? [`email=${encodeURIComponent(email)}`] : []),
  ];
  return query.length > 0 ? `${path}?${query.join("&")}` : path;
}

/** The address a log-in or sign-up form starts with: the `email` of its address, if any. */
export const prefilledEmail = (search: URLSearchParams): string => search.get("email")?.trim().slice(0, 255) ?? "";
