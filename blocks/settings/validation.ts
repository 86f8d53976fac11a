import { HEX_COLOR_PATTERN, PATTERN_HINTS } from "../../schema/common";
import { isSitePath } from "../../schema/rules/sitePaths";

const HEX_COLOR = new RegExp(HEX_COLOR_PATTERN);

/** `#rgb` or `#rrggbb` (SPEC §5: colour input is limited to 7 characters). */
export function isHexColor(text: string): boolean {
  return HEX_COLOR.test(text);
}

/** `#rgb` as `#rrggbb` (what `<input type="color">` takes), lowercased; other text unchanged. */
export function expandHex(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  return (short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : color).toLowerCase();
}

export const HEX_COLOR_MESSAGE = `Enter ${PATTERN_HINTS[HEX_COLOR_PATTERN] ?? "a hex colour"} (#rgb or #rrggbb).`;

// A host name: labels of letters, digits and hyphens, and a top-level domain of letters.
const HOST = String.raw`(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}`;
/** A web address: an optional http(s) scheme, a host, an optional port, then any path, query or fragment. */
const WEB_ADDRESS = new RegExp(String.raw`^(?:https?://)?${HOST}(?::\d{1,5})?(?:[/?#]\S*)?$`, "iu");
/** An e-mail address, with or without `mailto:`. */
const EMAIL_ADDRESS = new RegExp(String.raw`^(?:mailto:)?[^\s@/:]+@${HOST}$`, "iu");

/**
 * Whether a typed link may be kept (SPEC §5): exactly `https://` (the start value of a new link),
 * or a general web or e-mail address.
 *
 * @example isAcceptedLink("example.com/tour") // true
 * @example isAcceptedLink("javascript:alert(1)") // false
 */
export function isAcceptedLink(url: string): boolean {
  const text = url.trim();
  return text === "https://" || WEB_ADDRESS.test(text) || EMAIL_ADDRESS.test(text);
}

/** A link that may also point into this site (a Button's link, a header link): an accepted link or a site path (`/music`). */
export function isAcceptedSiteLink(url: string): boolean {
  return isAcceptedLink(url) || isSitePath(url);
}

/** An accepted link as it is stored: a bare e-mail address becomes a `mailto:` link (a bare domain is opened as https by the views). */
export function normalizeLink(url: string): string {
  const trimmed = url.trim();
  return !/^mailto:/i.test(trimmed) && EMAIL_ADDRESS.test(trimmed) ? `mailto:${trimmed}` : trimmed;
}

export const LINK_MESSAGE = "Enter a web address such as https://example.com or an e-mail address.";
export const SITE_LINK_MESSAGE =
  "Enter a web address such as https://example.com, an e-mail address, or a path of this site such as /music.";
