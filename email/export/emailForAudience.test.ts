import { describe, expect, it } from "vitest";
import type { EmailDocument } from "../../schema/email/document";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { emailForAudience } from "./emailForAudience";
import { exportEmailText } from "./exportEmailText";

const text = (id: string, words: string, membersOnly = false) =>
  ({ id, type: "Text", props: { content: richTextFromPlainText(words), ...(membersOnly ? { membersOnly: true } : {}) } }) as const;

const email: EmailDocument = {
  schemaVersion: 1,
  kind: "email",
  id: "news",
  title: "News",
  root: {
    id: "root",
    type: "Container",
    props: {},
    children: [
      text("public", "Tour dates are out."),
      text("secret", "Presale code: LANTERN", true),
      {
        id: "cols",
        type: "Columns",
        props: {},
        children: [
          { id: "c1", type: "Column", props: {}, children: [text("left", "Left side"), text("deep", "Members' B-side link", true)] },
          { id: "c2", type: "Column", props: {}, children: [] },
        ],
      },
    ],
  },
} as EmailDocument;

describe("emailForAudience", () => {
  it("gives members every part, and everyone else the email without its members-only parts, at any depth", () => {
    const forMembers = exportEmailText(emailForAudience(email, { members: true }), { siteUrl: "https://band.example" });
    expect(forMembers).toContain("Presale code: LANTERN");
    expect(forMembers).toContain("Members' B-side link");
    const forOthers = exportEmailText(emailForAudience(email, { members: false }), { siteUrl: "https://band.example" });
    expect(forOthers).toContain("Tour dates are out.");
    expect(forOthers).toContain("Left side");
    expect(forOthers).not.toContain("LANTERN");
    expect(forOthers).not.toContain("B-side");
    // The document itself is left as it was.
    expect(JSON.stringify(email)).toContain("LANTERN");
  });

  it("puts the locked notice once, where the first members-only part was, and gives members no notice", () => {
    const notice = [text("notice", "This post is for Supporter members. Join to read it.")];
    const forOthers = exportEmailText(emailForAudience(email, { members: false, lockedNotice: notice }), {
      siteUrl: "https://band.example",
    });
    expect(forOthers.indexOf("Tour dates are out.")).toBeLessThan(forOthers.indexOf("Join to read it."));
    expect(forOthers.indexOf("Join to read it.")).toBeLessThan(forOthers.indexOf("Left side"));
    expect(forOthers.split("Join to read it.")).toHaveLength(2);
    expect(forOthers).not.toContain("LANTERN");
    const forMembers = exportEmailText(emailForAudience(email, { members: true, lockedNotice: notice }), {
      siteUrl: "https://band.example",
    });
    expect(forMembers).not.toContain("Join to read it.");
    expect(forMembers).toContain("LANTERN");
  });
});
