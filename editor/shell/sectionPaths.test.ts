import { describe, expect, it } from "vitest";
import { sectionAddress, sectionOfAddress } from "./sectionPaths";

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
