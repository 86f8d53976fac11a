import { describe, expect, it } from "vitest";
import { BLANK_PAGE, isInternalPath, linkHref, sanitizeUrl } from "./sanitizeUrl";

describe("sanitizeUrl", () => {
  it("is about:blank", () => {
    expect(BLANK_PAGE).toBe("about:blank");
  });

  it.each([
    "https://example.com/music?page=2#top",
    "http://example.com",
    "HTTPS://EXAMPLE.COM/",
    "mailto:fan@example.com",
    "sms:+15551234567",
    "tel:+15551234567",
  ])("keeps %j, whose protocol is allowed (SPEC §5)", (url) => {
    expect(sanitizeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "\u0001javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\rscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com/file",
    "blob:https://example.com/uuid",
    "not a link: really",
  ])("turns %j into about:blank", (url) => {
    expect(sanitizeUrl(url)).toBe("about:blank");
  });

  it.each(["/music", "music/album", "?q=1", "#top", "", "a/b:c", "//example.com/path"])(
    "keeps %j, which has no protocol of its own",
    (url) => {
      expect(sanitizeUrl(url)).toBe(url);
    },
  );
});

describe("isInternalPath", () => {
  it.each(["/", "/music", "/music/album-1?x=1#y"])("%j points into the site", (link) => {
    expect(isInternalPath(link)).toBe(true);
  });

  it.each([
    "//evil.com",
    "//evil.com/music",
    "/\\evil.com",
    // Browsers drop tabs and newlines from URLs, so these read as "//evil.com".
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r\\evil.com",
    "https://example.com/music",
    "music",
    "example.com",
    "",
    "mailto:fan@example.com",
  ])("%j does not", (link) => {
    expect(isInternalPath(link)).toBe(false);
  });
});

describe("linkHref", () => {
  it("keeps a site path as it is, trimmed", () => {
    expect(linkHref("/music")).toBe("/music");
    expect(linkHref("  /music?page=2  ")).toBe("/music?page=2");
  });

  it.each([
    ["example.com", "https://example.com"],
    ["www.example.com/tour?city=Berlin", "https://www.example.com/tour?city=Berlin"],
    ["shop.band.co.uk#merch", "https://shop.band.co.uk#merch"],
    [" Example.COM ", "https://Example.COM"],
  ])("makes the bare domain %j https", (link, href) => {
    expect(linkHref(link)).toBe(href);
  });

  it.each(["https://example.com/a", "http://example.com", "mailto:fan@example.com", "tel:+15551234567", "sms:+15551234567"])(
    "keeps %j",
    (link) => {
      expect(linkHref(link)).toBe(link);
    },
  );

  it.each(["javascript:alert(1)", "  javascript:alert(1)", "data:text/html,hi", "vbscript:msgbox(1)", "java\tscript:alert(1)"])(
    "turns %j into about:blank",
    (link) => {
      expect(linkHref(link)).toBe("about:blank");
    },
  );

  it("does not take a protocol-relative address for a site path", () => {
    expect(linkHref("//evil.com")).toBe("//evil.com");
    expect(isInternalPath(linkHref("//evil.com"))).toBe(false);
    expect(isInternalPath(linkHref("/\t/evil.com"))).toBe(false);
  });
});
