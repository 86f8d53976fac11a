import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../blocks/registry";
import { DocumentView } from "../runtime/interpreter/DocumentView";
import { renderOnServer } from "../runtime/interpreter/serverRendering";
import { benchDocument } from "./documents";
import { plainDocument } from "./plainElements";

/** `render.ts` refuses to measure when its baseline's HTML is not the interpreter's: a block's new attribute stopped `npm run bench` once. */
describe("the render bench's baseline", () => {
  it("emits the interpreter's HTML, byte for byte", () => {
    const document = benchDocument(100);
    const ours = renderOnServer(() => renderToString(createElement(DocumentView, { document, registry: siteBlocks })));
    expect(renderToString(plainDocument(document.root))).toBe(ours);
  });
});
