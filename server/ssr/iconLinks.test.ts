import { describe, expect, it } from "vitest";
import { iconLinks } from "./iconLinks";

describe("iconLinks (issue 39, item 6)", () => {
  it("names the squares the server makes of an uploaded logo", () => {
    expect(iconLinks("/media/p1/u1-logo.png")).toBe(
      '<link rel="icon" type="image/png" sizes="32x32" href="/media/p1/u1-logo.png?icon=32">\n' +
        '<link rel="icon" type="image/png" sizes="192x192" href="/media/p1/u1-logo.png?icon=192">\n' +
        '<link rel="apple-touch-icon" sizes="180x180" href="/media/p1/u1-logo.png?icon=180">\n',
    );
  });

  it("names a logo elsewhere as it is, escaped", () => {
    expect(iconLinks('https://cdn.example.com/logo.png?a=1&b="2"')).toBe(
      '<link rel="icon" href="https://cdn.example.com/logo.png?a=1&amp;b=&quot;2&quot;">\n' +
        '<link rel="apple-touch-icon" href="https://cdn.example.com/logo.png?a=1&amp;b=&quot;2&quot;">\n',
    );
  });

  it("gives an empty icon without a logo, and never makes icons of a private file", () => {
    expect(iconLinks(undefined)).toBe('<link rel="icon" href="data:,">\n');
    expect(iconLinks("/media/private/p1/f1-logo.png")).not.toContain("?icon=");
  });
});
