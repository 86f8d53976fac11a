import { describe, expect, it } from "vitest";
import { createSiteHolder } from "../document/siteHolder";
import { sampleSite } from "../shell/studioTestKit";
import { chooseSiteFont } from "./chooseSiteFont";

describe("chooseSiteFont", () => {
  it("sets the headings' and the text's font, keeping every other setting", () => {
    const site = chooseSiteFont(chooseSiteFont(sampleSite(), "heading", "bebas-neue"), "body", "inter");
    expect(site.settings).toEqual({ ...sampleSite().settings, headingFont: "bebas-neue", bodyFont: "inter" });
    expect(site.pages).toEqual(sampleSite().pages);
  });

  it("takes a choice back with undefined, leaving no property behind", () => {
    const site = chooseSiteFont(chooseSiteFont(sampleSite(), "heading", "lora"), "heading", undefined);
    expect(site).toEqual(sampleSite());
    expect(Object.hasOwn(site.settings ?? {}, "headingFont")).toBe(false);
  });

  it("leaves the document as it is when the font is already chosen, so no undo step is made", () => {
    const site = chooseSiteFont(sampleSite(), "body", "lora");
    expect(chooseSiteFont(site, "body", "lora")).toBe(site);
    expect(chooseSiteFont(site, "heading", undefined)).toBe(site);
  });

  it("is one undo step a choice through the site's holder, undone and redone exactly", () => {
    const holder = createSiteHolder(sampleSite(), () => 0);
    holder.set(chooseSiteFont(holder.get(), "body", "inter"), { key: "settings.bodyFont", kind: "choice" });
    holder.set(chooseSiteFont(holder.get(), "body", "lora"), { key: "settings.bodyFont", kind: "choice" });
    holder.set(chooseSiteFont(holder.get(), "body", "lora"), { key: "settings.bodyFont", kind: "choice" });
    expect(holder.get().settings?.bodyFont).toBe("lora");
    holder.undo();
    expect(holder.get().settings?.bodyFont).toBe("inter");
    holder.undo();
    expect(holder.get()).toEqual(sampleSite());
    expect(holder.canUndo()).toBe(false);
    holder.redo();
    expect(holder.get().settings?.bodyFont).toBe("inter");
  });
});
