// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { unsafeSvgPart } from "../../../schema/richText/drawing";
import { XSS_URLS } from "../../../tests/hostile/xss";
import { sanitizeSvg } from "./sanitizeSvg";

const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe("sanitizeSvg", () => {
  it("keeps what draws: shapes, text, its own references, embedded pictures and fonts", () => {
    const svg = `<svg ${NS} viewBox="0 0 10 10"><defs><style>@font-face{font-family:Excalifont;src:url(data:font/woff2;base64,AAAA)}</style></defs><g><path d="M0 0L1 1"/><text x="1" y="2" font-family="Excalifont">Hi</text><use href="#a"/><image href="data:image/png;base64,AAAA"/></g></svg>`;
    const clean = sanitizeSvg(svg);
    expect(clean).not.toBeNull();
    for (const kept of ["<path", "<text", 'href="#a"', "data:image/png", "data:font/woff2", "Hi"]) expect(clean).toContain(kept);
  });

  it("removes script, foreign HTML, handlers and outside references", () => {
    const svg = `<svg ${NS} onload="alert(1)"><script>alert(2)</script><foreignObject><div>x</div></foreignObject><a href="javascript:alert(3)"><path d="M0 0"/></a><image href="https://evil.example/x.png"/><rect onclick="alert(4)" width="1" height="1"/><style>@import url(https://evil.example/a.css);</style></svg>`;
    const clean = sanitizeSvg(svg) ?? "";
    expect(clean).toContain("<rect");
    expect(unsafeSvgPart(clean)).toBeNull();
    for (const removed of ["alert", "<script", "foreignObject", "evil.example", "onload", "onclick", "@import"])
      expect(clean).not.toContain(removed);
  });

  it.each(XSS_URLS.map((url) => [url]))("drops the reference %s", (url) => {
    const clean = sanitizeSvg(`<svg ${NS}><use href="${url.replace(/"/g, "&quot;")}"/></svg>`);
    expect(clean === null || unsafeSvgPart(clean) === null).toBe(true);
  });

  it("answers null for what is not an SVG", () => {
    expect(sanitizeSvg("<html><body>x</body></html>")).toBeNull();
    expect(sanitizeSvg("<svg")).toBeNull();
  });
});
