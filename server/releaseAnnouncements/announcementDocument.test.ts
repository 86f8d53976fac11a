import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { formatEmailFeatureReport, htmlValidationProblems, unsupportedEmailFeatures } from "../../email/export/emailChecksTesting";
import { EMAIL_ALLOWED_ENHANCEMENTS } from "../../email/export/emailExportTesting";
import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import { emailParsing } from "../../email/registry";
import { parseEmail } from "../../runtime/parse";
import type { Product } from "../../schema/entities/catalogue";
import { announcementEmail } from "./announcementDocument";

const SITE = { origin: "https://band.example", artistName: "Lantern Coast" };

const track = (id: string, title: string) => ({
  id,
  title,
  artist: "Lantern Coast",
  description: "",
  media: [],
  hasExplicitContent: false,
  isFeatured: false,
});

const release = (changes: Partial<Product> = {}): Product => ({
  id: "rel 1",
  title: "Tide Lines",
  artist: "Lantern Coast",
  description: "",
  credits: "",
  category: "Music",
  media: [{ id: "c1", type: "image", url: "/api/media/files/cover.jpg", name: "cover.jpg" }],
  variants: [
    { id: "v1", isDefault: true, price: 7.5, payWhatYouWant: false, tracks: [track("t1", "Harbour"), track("t2", "Undertow")], media: [] },
  ],
  ...changes,
});

describe("a release announced by email", () => {
  it("is a valid email document whose export passes the email checks", () => {
    for (const each of [release({ id: "rel1" }), release({ id: "rel2", media: [] })]) {
      const email = announcementEmail(each, SITE);
      const parsed = parseEmail(email.document, { registry: siteBlocks, email: emailParsing });
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      const html = exportEmailHtml(email.document, { siteUrl: SITE.origin });
      expect(htmlValidationProblems(html)).toEqual([]);
      const report = unsupportedEmailFeatures(html, { allowed: EMAIL_ALLOWED_ENHANCEMENTS });
      expect(report.blocking, formatEmailFeatureReport(report)).toEqual([]);
    }
  });

  it("shows the cover from the artist's address, the title, the tracks, the price, and Listen and Buy to the release's page", () => {
    const email = announcementEmail(release(), SITE);
    expect(email.subject).toBe("Tide Lines: out now from Lantern Coast");
    const html = exportEmailHtml(email.document, { siteUrl: SITE.origin });
    expect(html).toContain('src="https://band.example/api/media/files/cover.jpg"');
    for (const words of ["Out now", "Tide Lines", "1. Harbour", "2. Undertow", "$7.50", "Listen", "Buy"]) expect(html).toContain(words);
    expect(html).toContain('href="https://band.example/music/rel%201"');
  });

  it("says a name-your-price release's minimum, and a free one is free", () => {
    const variant = release().variants[0];
    if (!variant) throw new Error("no variant");
    const pwyw = announcementEmail(release({ variants: [{ ...variant, payWhatYouWant: true, price: 3 }] }), SITE);
    expect(exportEmailHtml(pwyw.document, { siteUrl: SITE.origin })).toContain("Name your price, from $3.00");
    const free = announcementEmail(release({ variants: [{ ...variant, price: 0 }] }), SITE);
    expect(exportEmailHtml(free.document, { siteUrl: SITE.origin })).toContain("Free");
  });
});
