import { describe, expect, it } from "vitest";
import { pageWithBlock } from "../../runtime/blockTestKit";
import { elementNode, richTextOf, textNode } from "../../schema/richText/richTextTesting";
import { pageCodeOf } from "./pageCode";

const table = richTextOf(elementNode("table", []));
const plain = richTextOf(elementNode("paragraph", [textNode("Just words")]));

describe("pageCodeOf", () => {
  it("finds rich content and on-demand blocks in the same walk, wherever they sit", () => {
    const routeData = {
      "/": { page: pageWithBlock("Text", { content: table }) },
      "/photos": { page: pageWithBlock("Gallery", { images: [] }) },
    };
    expect(pageCodeOf(routeData)).toEqual({ richContent: true, blockTypes: ["Gallery"] });
  });

  it("needs nothing for plain text, and takes no product cover for rich content", () => {
    const routeData = { page: pageWithBlock("Text", { content: plain }), products: [{ media: [{ type: "image", url: "/media/a.png" }] }] };
    expect(pageCodeOf(routeData)).toEqual({ richContent: false, blockTypes: [] });
    expect(pageCodeOf(null)).toEqual({ richContent: false, blockTypes: [] });
  });
});
