import { describe, expect, it } from "vitest";
import { expandHex, isAcceptedLink, isHexColor, normalizeLink } from "./validation";

describe("isHexColor", () => {
  it.each(["#fff", "#FFF", "#d4bbcf", "#1C1D29"])("accepts %s", (color) => expect(isHexColor(color)).toBe(true));
  it.each(["", "#", "#ff", "#ffff", "#fffff", "#fffffff", "fff", "#ggg", "red", " #fff"])("refuses %j", (color) =>
    expect(isHexColor(color)).toBe(false),
  );
});

describe("expandHex", () => {
  it("turns #rgb into #rrggbb for the colour picker, lowercased", () => {
    expect(expandHex("#F0a")).toBe("#ff00aa");
    expect(expandHex("#D4BBCF")).toBe("#d4bbcf");
  });
});

describe("isAcceptedLink (SPEC §5)", () => {
  it.each([
    "https://",
    "https://example.com",
    "http://example.com/tour?year=2025#dates",
    "example.com",
    "www.example.co.uk/path",
    "shop.example.com:8443/a",
    "https://bücher.de",
    "fan@example.com",
    "mailto:fan@example.com",
    "  https://example.com  ",
  ])("accepts %j", (url) => expect(isAcceptedLink(url)).toBe(true));

  it.each([
    "",
    "http://",
    "https:/",
    "example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "https://exa mple.com",
    "/music",
    "fan@",
    "@example.com",
    "ftp://example.com",
  ])("refuses %j", (url) => expect(isAcceptedLink(url)).toBe(false));
});

describe("normalizeLink", () => {
  it("makes a bare e-mail address a mailto: link and leaves web addresses as typed", () => {
    expect(normalizeLink("fan@example.com")).toBe("mailto:fan@example.com");
    expect(normalizeLink("mailto:fan@example.com")).toBe("mailto:fan@example.com");
    expect(normalizeLink(" example.com ")).toBe("example.com");
  });
});
