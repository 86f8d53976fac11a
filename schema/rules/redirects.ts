/**
 * Redirects (issue 39, item 7): an old path of the artist's site sent on to a new one, so the
 * links of a site the artist moved from keep working. Checked the same way in the studio and on
 * the server. Only paths on the artist's own site: a redirect can never send a fan elsewhere.
 */

/** Redirects one artist may have: an old site's pages and posts, with room to spare. */
export const MAX_REDIRECTS = 2000;
/** The longest path a redirect takes. */
export const REDIRECT_PATH_MAX_LENGTH = 500;
/** Lines a CSV import reads at most (a header and every redirect an artist may have). */
export const MAX_REDIRECT_IMPORT_LINES = MAX_REDIRECTS + 1;

/** Why a path cannot be a redirect's, as a name in `redirect_invalid`'s messages. */
export type RedirectPathProblem = "notAPath" | "otherSite" | "tooLong" | "withQuery" | "unsafe";

/** Control characters and backslashes: never in a path as stored (a browser reads `\` as `/`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among those refused
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/**
 * The path as kept and matched: trimmed, with no final slash (but `/` itself), the old site's
 * `.html` pages matched like any other. Letters keep their case: `/Tour` and `/tour` are two
 * addresses, as on most servers.
 */
function trimmedPath(path: string): string {
  const trimmed = path.trim();
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, "") || "/" : trimmed;
}

/** A path with its percent-escapes read (`/caf%C3%A9` is `/café`), so one typed either way matches a request; reserved ones (`%2F`) stay. */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * An old path as stored and looked up, or why it cannot be one: a path of this site (starting
 * with one `/`, not `//`, which browsers read as another site), without a query or fragment (what
 * is matched is the path alone), with no backslash or control character, at most 500 characters.
 * @example checkRedirectFrom(" /old-tour/ ") // { ok: true, value: "/old-tour" }
 */
export function checkRedirectFrom(input: string): { ok: true; value: string } | { ok: false; problem: RedirectPathProblem } {
  const path = trimmedPath(decodedPath(input));
  const shape = shapeProblem(path);
  if (shape) return { ok: false, problem: shape };
  if (/[?#]/.test(path)) return { ok: false, problem: "withQuery" };
  return { ok: true, value: path };
}

/**
 * A new path as stored, or why it cannot be one: as an old path, but it may carry a query and a
 * fragment (`/music?album=tides#track-2`).
 */
export function checkRedirectTo(input: string): { ok: true; value: string } | { ok: false; problem: RedirectPathProblem } {
  const path = trimmedPath(input);
  const shape = shapeProblem(path);
  return shape ? { ok: false, problem: shape } : { ok: true, value: path };
}

function shapeProblem(path: string): RedirectPathProblem | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("//")) return "otherSite";
  if (!path.startsWith("/")) return "notAPath";
  if (path.length > REDIRECT_PATH_MAX_LENGTH) return "tooLong";
  if (UNSAFE.test(path)) return "unsafe";
  return null;
}

/** The path a request is matched on: its own, with no final slash (a redirect from `/old/` takes `/old` too). */
export const redirectKeyOf = (pathname: string) => trimmedPath(decodedPath(pathname));
