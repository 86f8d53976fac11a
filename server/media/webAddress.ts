import { MEDIA_URL_PATTERN } from "../../schema/common";

const WEB_ADDRESS = new RegExp(MEDIA_URL_PATTERN);

/** An http(s) address that can also stand in a CSS `url()` (no quotes, brackets or spaces). */
export function isWebAddress(url: string): boolean {
  if (!/^https?:\/\//i.test(url) || !WEB_ADDRESS.test(url)) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}
