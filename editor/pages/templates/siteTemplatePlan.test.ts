import { describe, expect, it } from "vitest";
import { BAND_TEMPLATE } from "../../../runtime/templates/bandTemplate";
import { buildTemplateSite } from "../../../runtime/templates/siteTemplates";
import type { SiteDocument } from "../../../schema/site";
import { CURRENT_SITE_SCHEMA_VERSION } from "../../../schema/version";
import { newPathForTemplatePage, planSiteTemplate } from "./siteTemplatePlan";

const band = buildTemplateSite(BAND_TEMPLATE, { name: "Night Ferry", emailListId: "news" });

const artistSite: SiteDocument = {
  schemaVersion: CURRENT_SITE_SCHEMA_VERSION,
  kind: "site",
  theme: "link-tree",
  settings: {
    fontFamily: "Georgia, serif",
    logo: "/media/logo.png",
    socialLinks: [{ href: "https://instagram.com/nightferry", icon: "instagram" }],
    headerLinks: [{ href: "/press", label: "Press" }],
  },
  pages: [
    { id: "start", path: "/", title: "Start" },
    { id: "bio", path: "/about", title: "Bio" },
    { id: "press", path: "/press", title: "Press" },
    { id: "listen", path: "/listen-old", title: "Old music" },
  ],
  seo: { description: "Night Ferry's own words." },
  notFoundPage: "/press",
};
const existing = artistSite.pages ?? [];

describe("planSiteTemplate", () => {
  it("writes the template's pages over the artist's at the same paths (their ids kept), and adds the rest with ids of their own", () => {
    const plan = planSiteTemplate(artistSite, existing, band);
    expect(plan.pages.map(({ document, replaces }) => [document.id, document.path, replaces])).toEqual([
      ["start", "/", true],
      ["bio", "/about", true],
      // "listen" is the id of the artist's page at another path: the new one takes the next free id.
      ["listen-2", "/listen", false],
      ["tour", "/tour", false],
      ["contact", "/contact", false],
    ]);
    // The written documents are the template's, under the artist's ids.
    expect(plan.pages[1]?.document).toEqual({ ...band.pages[1], id: "bio" });
  });

  it("gives the site the template's look and header links, and keeps the artist's logo, social links, search settings, other pages and not-found page", () => {
    const { site } = planSiteTemplate(artistSite, existing, band);
    expect(site.theme).toBe("default");
    expect(site.settings).toEqual({
      ...BAND_TEMPLATE.look,
      logo: "/media/logo.png",
      socialLinks: [{ href: "https://instagram.com/nightferry", icon: "instagram" }],
      headerLinks: band.site.settings?.headerLinks,
    });
    expect(site.seo).toEqual(artistSite.seo);
    expect(site.notFoundPage).toBe("/press");
    expect(site.pages).toEqual([
      { id: "start", path: "/", title: "Home" },
      { id: "bio", path: "/about", title: "About" },
      { id: "press", path: "/press", title: "Press" },
      { id: "listen", path: "/listen-old", title: "Old music" },
      { id: "listen-2", path: "/listen", title: "Music" },
      { id: "tour", path: "/tour", title: "Tour" },
      { id: "contact", path: "/contact", title: "Contact" },
    ]);
    // The artist's site is not changed in place.
    expect(artistSite.settings?.fontFamily).toBe("Georgia, serif");
  });
});

describe("newPathForTemplatePage", () => {
  it("keeps the page's own path when it is free, else takes the next free one; the home page goes to /welcome", () => {
    expect(newPathForTemplatePage({ path: "/tour" }, existing)).toBe("/tour");
    expect(newPathForTemplatePage({ path: "/about" }, existing)).toBe("/about-2");
    expect(newPathForTemplatePage({ path: "/about" }, [...existing, { id: "a2", path: "/about-2", title: "x" }])).toBe("/about-3");
    expect(newPathForTemplatePage({ path: "/" }, existing)).toBe("/welcome");
  });
});
