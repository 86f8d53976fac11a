import { describe, expect, it } from "vitest";
import { createSiteHolder } from "../document/siteHolder";
import { sampleSite } from "../shell/studioTestKit";
import { chooseSiteTheme } from "./chooseSiteTheme";
import { editSiteSettings } from "./editSiteSettings";

describe("editSiteSettings", () => {
  it("changes the settings it is given and keeps the others", () => {
    const site = editSiteSettings(sampleSite(), { fontFamily: "Georgia" });
    expect(site.settings).toEqual({ cornerRadius: 10, headerLinks: [{ href: "/tour", label: "Tour" }], fontFamily: "Georgia" });
    expect(site.pages).toEqual(sampleSite().pages);
  });

  it("removes a setting set to undefined, so its default applies again", () => {
    const site = editSiteSettings(sampleSite(), { cornerRadius: undefined });
    expect(site.settings).toEqual({ headerLinks: [{ href: "/tour", label: "Tour" }] });
    expect(Object.hasOwn(site.settings ?? {}, "cornerRadius")).toBe(false);
  });

  it("is one undo step per burst of one field through the site's holder", () => {
    let now = 0;
    const holder = createSiteHolder(sampleSite(), () => now);
    for (const radius of [11, 12, 13]) {
      now += 100;
      holder.set(editSiteSettings(holder.get(), { cornerRadius: radius }), { key: "settings.cornerRadius", kind: "slider" });
    }
    expect(holder.get().settings?.cornerRadius).toBe(13);
    holder.undo();
    expect(holder.get()).toEqual(sampleSite());
    expect(holder.canUndo()).toBe(false);
  });
});

describe("chooseSiteTheme", () => {
  it("switches the theme and back with nothing else lost", () => {
    const linkTree = chooseSiteTheme(sampleSite(), "link-tree");
    expect(linkTree).toEqual({ ...sampleSite(), theme: "link-tree" });
    expect(chooseSiteTheme(linkTree, "default")).toEqual(sampleSite());
  });

  it("leaves the document as it is when the theme is already chosen, so no undo step is made", () => {
    const site = sampleSite();
    expect(chooseSiteTheme(site, "default")).toBe(site);
    const holder = createSiteHolder(site);
    holder.set(chooseSiteTheme(holder.get(), "default"), { key: "theme", kind: "choice" });
    expect(holder.canUndo()).toBe(false);
  });
});
