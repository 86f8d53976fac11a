import { describe, expect, it } from "vitest";
import { richTextOf } from "../../schema/richText/richTextTesting";
import { richTextErrors } from "./richTextErrors";
import { richTextToHtml } from "./toHtml";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path d="M0 0L20 20" stroke="#000"/></svg>';
const drawing = (extra: object = {}) => ({ data: '[{"type":"line"}]', svg: SVG, type: "excalidraw", version: 1, ...extra });

describe("drawing nodes", () => {
  it("are accepted with their elements and picture, and as a new empty drawing", () => {
    expect(richTextErrors(richTextOf(drawing({ width: 300, height: 200 })))).toEqual([]);
    expect(richTextErrors(richTextOf({ data: "[]", type: "excalidraw", version: 1 }))).toEqual([]);
  });

  it.each([
    ["data that is not a JSON list", drawing({ data: '{"elements":1}' }), "/data", /JSON list/],
    ["data that is not JSON", drawing({ data: "[oops" }), "/data", /JSON list/],
    ["a picture with a script", drawing({ svg: `${SVG.slice(0, -6)}<script>alert(1)</script></svg>` }), "/svg", /<script/],
    ["a picture with an event handler", drawing({ svg: '<svg onload="alert(1)"></svg>' }), "/svg", /onload=/],
    ["a picture with foreign HTML", drawing({ svg: "<svg><foreignObject><div/></foreignObject></svg>" }), "/svg", /foreignObject/],
    ["a picture loading an outside image", drawing({ svg: '<svg><image href="https://evil.example/x.png"/></svg>' }), "/svg", /href/],
    [
      "a picture whose CSS loads from outside",
      drawing({ svg: "<svg><style>@font-face{src:url(https://evil.example/f)}</style></svg>" }),
      "/svg",
      /url\(/,
    ],
    ["a picture that is not an SVG", drawing({ svg: "<html><body>hi</body></html>" }), "/svg", /pattern|match/],
    ["a width of 0", drawing({ width: 0 }), "/width", /1/],
    ["a height past 4,000", drawing({ height: 4_001 }), "/height", /4000/],
  ])("refuses %s at its pointer", (_name, node, suffix, message) => {
    const errors = richTextErrors(richTextOf(node), "/content");
    const here = errors.filter((error) => error.pointer === `/content/root/children/0${suffix}`);
    expect(here, JSON.stringify(errors)).not.toHaveLength(0);
    expect(here[0]?.message).toMatch(message);
  });

  it("show on pages as an image of their picture, which keeps the SVG inert", () => {
    const html = richTextToHtml(richTextOf(drawing({ width: 300 })));
    expect(html).toBe(
      `<figure class="bl-rt-drawing"><img src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}" alt="Drawing" loading="lazy" decoding="async" width="300"></figure>`,
    );
    expect(html).not.toContain("<svg");
  });

  it("show as an empty figure before their first save", () => {
    expect(richTextToHtml(richTextOf({ data: "[]", type: "excalidraw", version: 1 }))).toBe(
      '<figure class="bl-rt-drawing bl-rt-drawing--empty"></figure>',
    );
  });
});
