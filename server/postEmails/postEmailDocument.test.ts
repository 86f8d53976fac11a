import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { formatEmailFeatureReport, htmlValidationProblems, unsupportedEmailFeatures } from "../../email/export/emailChecksTesting";
import { EMAIL_ALLOWED_ENHANCEMENTS } from "../../email/export/emailExportTesting";
import { emailForAudience } from "../../email/export/emailForAudience";
import { exportEmailHtml } from "../../email/export/exportEmailHtml";
import { emailParsing } from "../../email/registry";
import { parseEmail } from "../../runtime/parse";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { type PostForEmail, postEmail } from "./postEmailDocument";

const SITE = { origin: "https://band.example", artistName: "Lantern Coast" };

const post = (changes: Partial<PostForEmail> = {}): PostForEmail => ({
  id: "post-1",
  caption: "Studio diary: day three\nWe tracked the strings.",
  captionRich: richTextFromPlainText("Studio diary: day three\nWe tracked the strings."),
  membershipTierId: null,
  media: [
    { id: "m1", type: "image", url: "/api/media/files/abc.jpg", name: "abc.jpg", alt: "The string section" },
    { id: "m2", type: "audio", url: "/api/media/files/demo.mp3", name: "demo.mp3", title: "Strings demo" },
  ],
  ...changes,
});

function expectSafeEmail(html: string): void {
  expect(htmlValidationProblems(html)).toEqual([]);
  const report = unsupportedEmailFeatures(html, { allowed: EMAIL_ALLOWED_ENHANCEMENTS });
  expect(report.blocking, formatEmailFeatureReport(report)).toEqual([]);
}

describe("a post as an email", () => {
  it("is a valid email document whose export passes the email checks, for members and for everyone else", () => {
    for (const locked of [null, { tierName: "Supporter", joinTierId: "tier-1" }]) {
      const email = postEmail(post(locked ? { membershipTierId: "tier-1" } : {}), SITE, locked);
      const parsed = parseEmail(email.document, { registry: siteBlocks, email: emailParsing });
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      for (const members of [true, false]) {
        const forReader = emailForAudience(email.document, {
          members,
          ...(email.lockedNotice ? { lockedNotice: email.lockedNotice.blocks } : {}),
        });
        expectSafeEmail(exportEmailHtml(forReader, { siteUrl: SITE.origin }));
      }
    }
  });

  it("takes its subject from the caption's first line, and every link from the artist's address", () => {
    const email = postEmail(post(), SITE, null);
    expect(email.subject).toBe("Studio diary: day three");
    expect(email.lockedNotice).toBeNull();
    const html = exportEmailHtml(email.document, { siteUrl: SITE.origin });
    expect(html).toContain('src="https://band.example/api/media/files/abc.jpg"');
    expect(html).toContain('alt="The string section"');
    expect(html).toContain("This post has audio: Strings demo. Open it on the site.");
    expect(html).toContain('href="https://band.example/members"');
    expect(postEmail(post({ caption: "", captionRich: null }), SITE, null).subject).toBe("New post from Lantern Coast");
  });

  it("keeps a locked post's photos behind the site's access check, and offers the cheapest tier that reads it", () => {
    const email = postEmail(post({ membershipTierId: "tier-1" }), SITE, { tierName: "Supporter", joinTierId: "tier 1" });
    const html = exportEmailHtml(email.document, { siteUrl: SITE.origin });
    expect(html).not.toContain("abc.jpg");
    expect(html).toContain("This post has a photo. Open it on the site.");
    expect(email.lockedNotice?.subject).toBe("New post for Supporter members, from Lantern Coast");
    const notice = exportEmailHtml(emailForAudience(email.document, { members: false, lockedNotice: email.lockedNotice?.blocks ?? [] }), {
      siteUrl: SITE.origin,
    });
    expect(notice).toContain('href="https://band.example/membership/checkout?membershipTierId=tier%201"');
    // (Its head still has the members' subject: newsletterEdition puts the notice's in each copy.)
    expect(notice).not.toContain("tracked the strings");
    expect(postEmail(post({ membershipTierId: "t" }), SITE, { tierName: "Hidden", joinTierId: null }).lockedNotice?.blocks).toHaveLength(1);
  });
});
