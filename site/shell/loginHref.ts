/** Screens whose own `redirect` is passed on rather than pointing back at themselves. */
const AUTH_PATHS = new Set(["/login", "/signup"]);

/**
 * A path and query as a query value: encoded, except the characters a query value may hold as
 * they are (`/`, `?`, `=`, `:`, `@`), so it stays readable. `&`, `#`, `+` and `%` are encoded, so
 * `URLSearchParams` gives the whole path and query back.
 */
function encodeRedirect(target: string): string {
  return encodeURIComponent(target).replace(/%(2F|3F|3D|3A|40)/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Where 'Log in' goes: /login with the page the fan is on (path and query) as `redirect`, so the
 * login screen can bring them back.
 * @example loginHref("/music", "page=2&type=album") // "/login?redirect=/music?page=2%26type=album"
 */
export function loginHref(pathname: string, search: string): string {
  const query = search.replace(/^\?/, "");
  if (AUTH_PATHS.has(pathname)) {
    const redirect = new URLSearchParams(query).get("redirect");
    return redirect ? `/login?redirect=${encodeRedirect(redirect)}` : "/login";
  }
  return `/login?redirect=${encodeRedirect(query ? `${pathname}?${query}` : pathname)}`;
}
