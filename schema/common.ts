/**
 * Shared schema parts. They are spread into the schemas that use them (not `$ref`ed), because
 * `json-schema-to-ts` infers types only from inline schemas; the emitted `.json` files carry them inline too.
 */

import { EMBED_URL_HINT, EMBED_URL_PATTERN } from "./embeds/embedAddress";
import { IMAGE_SRC_HINT, IMAGE_SRC_PATTERN } from "./richText/image";
import { RICH_TEXT_STYLE_HINT, RICH_TEXT_STYLE_PATTERN } from "./richText/style";

/** Block ids: short, URL-safe, unique within a document. */
export const ID_PATTERN = "^[A-Za-z0-9_-]{1,64}$";
/** `#rgb` or `#rrggbb`: SPEC §5 limits colour input to 7 characters. */
export const HEX_COLOR_PATTERN = "^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$";
/** CSS lengths the editor offers: `auto` or a number with a unit. */
export const CSS_LENGTH_PATTERN = "^(?:auto|\\d{1,5}(?:\\.\\d{1,3})?(?:px|%|rem|em|vh|vw))$";
/** Media shown as a CSS background or video source: http(s) or a path on this site, with no characters that could break out of `url("…")`. */
export const MEDIA_URL_PATTERN = "^(?:https?://|/[^/\\s\"'()<>\\\\])[^\\s\"'()<>\\\\]{0,2040}$";
/** Site paths: `/` or lowercase segments. */
export const PAGE_PATH_PATTERN = "^/(?:[a-z0-9-]{1,64}(?:/[a-z0-9-]{1,64}){0,7})?$";
/** Font family names: letters, digits, spaces, commas, quotes and hyphens, so the value cannot break out of a CSS declaration. */
/** The longest font family a theme names. */
export const FONT_FAMILY_MAX_LENGTH = 100;
export const FONT_FAMILY_PATTERN = `^[A-Za-z0-9 ,'"-]{1,${FONT_FAMILY_MAX_LENGTH}}$`;
/**
 * One mailbox, and nothing a mail library could read as another: a dot-atom local part of at most
 * 64 characters (RFC 5322's atext), `@`, and a domain of letter-digit-hyphen labels ending in a
 * top-level name. No display names, angle brackets, quotes, comments, spaces or commas: the looser
 * "simple pattern" (SPEC §5) let `x<other@evil.example>` through, which nodemailer mailed to
 * other@evil.example while we stored, listed and suppressed the first. One rule for every schema
 * and every form.
 */
export const EMAIL_PATTERN =
  "^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$";

/** A scheme name matched in any letter case (JSON Schema patterns take no flags). */
const anyCase = (word: string) => [...word].map((letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`).join("");
/** Characters no stored link has: white space, controls and backslashes, which browsers drop or reinterpret ("java\tscript:", "/\\host"). */
const NOT_IN_LINKS = String.raw`\s\\\u0000-\u001f\u007f`;
/** A scheme-less part up to the first `/`, `?` or `#`: no colon, so no scheme. */
const PLAIN = `[^${NOT_IN_LINKS}:/?#]`;
/**
 * Links an editor may store (a Button's link, header and social links): an http(s) address, a
 * mailto:, tel: or sms: link, a path of this site (not `//host`), a fragment or query, or a
 * scheme-less address (`example.com/tour`, `example.com:8080`, whose host has a dot, so it is no
 * scheme). Any other scheme (`javascript:`, `data:`, `vbscript:`) is refused at save; views still
 * sanitize what they show (SPEC §5).
 */
export const LINK_PATTERN =
  `^(?:$|(?:${anyCase("http")}${anyCase("s")}?://|(?:${anyCase("mailto")}|${anyCase("tel")}|${anyCase("sms")}):|` +
  String.raw`/(?![/\\])|[#?]|` +
  `${PLAIN}+(?=[/?#]|$)|${PLAIN}*\\.${PLAIN}+:\\d{1,5}(?=[/?#]|$))[^${NOT_IN_LINKS}]*$)`;

/** Sentences that explain each pattern above, used in validation messages. */
export const PATTERN_HINTS: Readonly<Record<string, string>> = {
  [ID_PATTERN]: "an id of 1 to 64 letters, digits, '-' or '_'",
  [HEX_COLOR_PATTERN]: "a hex colour such as #d4bbcf",
  [CSS_LENGTH_PATTERN]: "a length such as 100%, 320px or auto",
  [MEDIA_URL_PATTERN]: "an http(s) address or a path starting with /",
  [PAGE_PATH_PATTERN]: "a path such as / or /music, in lowercase letters, digits and hyphens",
  [FONT_FAMILY_PATTERN]: "a font name such as Arial",
  [EMAIL_PATTERN]: "an e-mail address such as fan@example.com",
  [RICH_TEXT_STYLE_PATTERN]: RICH_TEXT_STYLE_HINT,
  [IMAGE_SRC_PATTERN]: IMAGE_SRC_HINT,
  [EMBED_URL_PATTERN]: EMBED_URL_HINT,
  [LINK_PATTERN]:
    "a page of this site (/music), a web address or an e-mail address; javascript:, data: and other such links are not allowed",
};

/**
 * The largest number a PostgreSQL `integer` column holds. Every integer a request carries has a
 * maximum within it: a version of 2^31 answered 500 where the database refused it.
 */
export const MAX_DATABASE_INTEGER = 2 ** 31 - 1;

/** A stored version (documents, releases): what the client edited, for optimistic concurrency. */
export const versionSchema = { type: "integer", minimum: 1, maximum: MAX_DATABASE_INTEGER } as const;

/**
 * The expiry of a signed link, in unix seconds: compared by the server, never stored, so it may
 * pass 2038 (a signed 32-bit second count's end).
 */
export const UNIX_SECONDS_MAXIMUM = 2 ** 32;

export const idSchema = { type: "string", pattern: ID_PATTERN, maxLength: 64 } as const;
export const hexColorSchema = { type: "string", pattern: HEX_COLOR_PATTERN, maxLength: 7 } as const;
export const cssLengthSchema = { type: "string", pattern: CSS_LENGTH_PATTERN } as const;
export const linkSchema = { type: "string", pattern: LINK_PATTERN, maxLength: 2048 } as const;
/** A token the server signed into a link (server/security/signedGrant.ts): its fields, a dot, its signature. */
export const signedTokenSchema = { type: "string", minLength: 10, maxLength: 1000, pattern: "^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$" } as const;
export const mediaUrlSchema = { type: "string", pattern: MEDIA_URL_PATTERN, maxLength: 2048 } as const;
export const isoDateTimeSchema = {
  type: "string",
  pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,6})?)?(?:Z|[+-]\\d{2}:\\d{2})$",
} as const;

/** Margins or paddings in pixels, in CSS shorthand order: top, right, bottom, left. */
export const spacingSchema = {
  type: "array",
  description: "Pixels in CSS order: top, right, bottom, left.",
  items: { type: "number", minimum: -1000, maximum: 1000 },
  minItems: 4,
  maxItems: 4,
  default: [0, 0, 0, 0],
} as const;

export const paddingSchema = {
  ...spacingSchema,
  items: { type: "number", minimum: 0, maximum: 1000 },
} as const;

/**
 * Every stored document carries the version of its kind's schema it was written for, from 1 (each
 * kind counts its own: `schema/version.ts`). No maximum here: loading refuses a version newer than
 * its kind's current one before the schema runs (`runtime/migrate.ts`), and migrates older ones.
 */
export const schemaVersionSchema = {
  type: "integer",
  minimum: 1,
  description: "The version of its kind's document schema this document was written for; older documents are upgraded on load.",
} as const;
