/**
 * An artist's address name (issue 31): the `<slug>` of `<slug>.<PLATFORM_DOMAIN>`, unique among
 * artists. Pure functions, shared by the CLI, the operator API, the studio and the migration's tests.
 */

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 40;

/** 3 to 40 of a–z and 0–9, with hyphens only inside. */
export const SLUG_PATTERN = "^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$";
const slugPattern = new RegExp(SLUG_PATTERN);

/** Names the platform keeps for itself: an artist at `api.` or `www.` would pass for it. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "www",
  "api",
  "app",
  "studio",
  "admin",
  "mail",
  "email",
  "smtp",
  "imap",
  "static",
  "assets",
  "media",
  "cdn",
  "status",
  "help",
  "support",
  "docs",
  "blog",
  "billing",
  "pay",
  "payments",
  "auth",
  "login",
  "signup",
  "account",
  "accounts",
  "backline",
  "localhost",
]);

export const SLUG_MESSAGES = {
  invalid: `The address name must be ${SLUG_MIN_LENGTH} to ${SLUG_MAX_LENGTH} of the letters a–z, digits and hyphens (not first or last), such as night-ferry`,
  reserved: (slug: string) => `The address name "${slug}" is kept for the platform. Choose another.`,
  taken: (slug: string) => `The address name "${slug}" belongs to another artist. Choose another.`,
} as const;

/** Checks an address name as typed (trimmed and lowercased first): the name as stored, or what is wrong with it. */
export function validateSlug(
  typed: string,
): { ok: true; value: string } | { ok: false; problem: "format" | "reserved"; slug: string; message: string } {
  const slug = typed.trim().toLowerCase();
  if (!slugPattern.test(slug)) return { ok: false, problem: "format", slug, message: SLUG_MESSAGES.invalid };
  if (RESERVED_SLUGS.has(slug)) return { ok: false, problem: "reserved", slug, message: SLUG_MESSAGES.reserved(slug) };
  return { ok: true, value: slug };
}

/**
 * An address name made from an artist's name: accents dropped, every run of other characters a
 * hyphen, cut to the longest allowed; "artist" when nothing usable is left (a name in another
 * script) and a suffix when the result is reserved. Uniqueness is the caller's (see `slugCandidates`).
 *
 * @example slugFromName("Night Ferry") // "night-ferry"
 * @example slugFromName("Zoë & the Kites!") // "zoe-the-kites"
 */
export function slugFromName(name: string): string {
  const plain = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  let slug = plain.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, "");
  if (slug.length < SLUG_MIN_LENGTH) slug = slug ? `${slug}-music` : "artist";
  return RESERVED_SLUGS.has(slug) ? `${slug}-music` : slug;
}

/** `base`, then `base-2`, `base-3`…, each within the length allowed: the names to try in turn. */
export function* slugCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    yield `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
  }
}
