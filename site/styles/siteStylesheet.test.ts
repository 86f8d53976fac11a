import { describe, expect, it } from "vitest";
import { siteBlockCss } from "../../blocks/stylesheets";
import { BLOCK_TYPES } from "../../schema/page";
import { siteStylesheet } from "./siteStylesheet";

describe("the site's stylesheet", () => {
  it.each(BLOCK_TYPES)("carries the %s block's CSS, which fans get only from it", (type) => {
    const css = siteBlockCss[type];
    for (const part of typeof css === "string" ? [css] : css) expect(siteStylesheet()).toContain(part);
  });
});
