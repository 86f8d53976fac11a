import { describe, expect, it } from "vitest";
import { itemAddress, itemOfAddress, sectionAddress, sectionOfAddress } from "./sectionPaths";

const SECTIONS = [
  { id: "home", path: "" },
  { id: "pages", path: "site" },
  { id: "music", path: "music" },
  { id: "emails", path: "emails" },
];

describe("a studio section's address (issue 34)", () => {
  it("is /studio/<path>, and opens that section, below it and with a query too", () => {
    expect(sectionAddress({ path: "music" })).toBe("/studio/music");
    expect(sectionOfAddress("/studio/music", SECTIONS)?.id).toBe("music");
    expect(sectionOfAddress("/studio/music?release=r1", SECTIONS)?.id).toBe("music");
    expect(sectionOfAddress("/studio/emails/newsletter-1", SECTIONS)?.id).toBe("emails");
  });

  it("puts the home at /studio itself, and opens it there and at an address no section owns", () => {
    expect(sectionAddress({ path: "" })).toBe("/studio");
    for (const address of ["/studio", "/studio/", "/studio?from=login", "/studio/nowhere", "/studio//"])
      expect(sectionOfAddress(address, SECTIONS)?.id).toBe("home");
  });
});

describe("an item's address within a section", () => {
  it("names the item, escaped, and reads it back; the section's own address names none", () => {
    expect(itemAddress("emails", "announce-r1")).toBe("/studio/emails/announce-r1");
    expect(itemOfAddress(itemAddress("emails", "a b/c"), "emails")).toBe("a b/c");
    expect(itemOfAddress("/studio/emails/announce-r1/more", "emails")).toBe("announce-r1");
    expect(itemOfAddress("/studio/emails", "emails")).toBeNull();
    expect(itemOfAddress("/studio/emails/", "emails")).toBeNull();
    expect(itemOfAddress("/studio/music/x", "emails")).toBeNull();
    expect(itemOfAddress("/studio/emails/%E0%A4%A", "emails")).toBeNull();
  });
});
