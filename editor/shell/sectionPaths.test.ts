import { describe, expect, it } from "vitest";
import { sectionAddress, sectionOfAddress } from "./sectionPaths";

const SECTIONS = [
  { id: "pages", path: "site" },
  { id: "music", path: "music" },
  { id: "emails", path: "emails" },
];

describe("a studio section's address (issue 34)", () => {
  it("is /studio/<path>, and opens that section, below it too", () => {
    expect(sectionAddress(SECTIONS[1] as (typeof SECTIONS)[number])).toBe("/studio/music");
    expect(sectionOfAddress("/studio/music", SECTIONS)?.id).toBe("music");
    expect(sectionOfAddress("/studio/emails/newsletter-1", SECTIONS)?.id).toBe("emails");
  });

  it("opens the first section at /studio and at an address no section owns", () => {
    for (const address of ["/studio", "/studio/", "/studio/nowhere", "/studio//"])
      expect(sectionOfAddress(address, SECTIONS)?.id).toBe("pages");
  });
});
