import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import { parsePage } from "../../runtime/parse";
import { allNodes } from "../../runtime/tree";
import { pageDocumentArbitrary } from "../arbitraries/documents";

describe("every schema-valid document", () => {
  it("is accepted by parse, unchanged, and survives a JSON round trip", () => {
    fc.assert(
      fc.property(pageDocumentArbitrary, (document) => {
        const result = parsePage(JSON.stringify(document), { registry: siteBlocks });
        expect(result).toEqual({ ok: true, value: document });
      }),
    );
  });

  it("renders on the server without throwing and without a broken block", () => {
    const consoleError = vi.spyOn(console, "error");
    fc.assert(
      fc.property(pageDocumentArbitrary, (document) => {
        const html = renderToString(<DocumentView document={document} registry={siteBlocks} />);
        expect(html).not.toContain("bl-block-error");
        // Every block leaves its mark: texts and buttons carry their text, containers their role.
        expect((html.match(/class="bl-(container|text|button)[ "]/g) ?? []).length).toBe(allNodes(document).length);
      }),
    );
    expect(consoleError).not.toHaveBeenCalled();
  });
});
