import { siteBlocks } from "../../blocks/registry";
import { documentStylesheet } from "../../runtime/stylesheet";
import { baseCss } from "./base.css";

/** The site's whole stylesheet: every block's, then the site's own. The server serves it as one cacheable file. */
export function siteStylesheet(): string {
  return [documentStylesheet(siteBlocks), baseCss].join("\n");
}
