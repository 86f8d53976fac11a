import { siteBlocks } from "../../blocks/registry";
import { documentStylesheet } from "../../runtime/stylesheet";
import { studioCss } from "./studio.css";

/** The studio's stylesheet: the blocks' (the canvas shows them as fans see them) and the studio's own. */
export function studioStylesheet(): string {
  return [documentStylesheet(siteBlocks), studioCss].join("\n");
}
