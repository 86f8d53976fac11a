// @vitest-environment jsdom
import { act } from "@testing-library/react";
import fc from "fast-check";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import { renderOnServer } from "../../runtime/interpreter/serverRendering";
import { loadKatex } from "../../runtime/richText/widgets/katexModule";
import { pageDocumentArbitrary } from "../arbitraries/documents";

// Browsers start a parsed <video muted>'s `muted` property as true (HTML spec: media elements); jsdom
// leaves it false, which React would report as a mismatch that no browser shows.
const mutedByElement = new WeakMap<HTMLMediaElement, boolean>();
Object.defineProperty(HTMLMediaElement.prototype, "muted", {
  get(this: HTMLMediaElement) {
    return mutedByElement.get(this) ?? this.hasAttribute("muted");
  },
  set(this: HTMLMediaElement, value: boolean) {
    mutedByElement.set(this, value);
  },
});

// Equations in rich text typeset as on a page: the server has KaTeX, and a page's script loads it before hydrating.
beforeAll(async () => {
  await loadKatex();
});

describe("every schema-valid document", () => {
  it("hydrates the server's HTML in the browser with no mismatch and no error", async () => {
    const consoleError = vi.spyOn(console, "error");
    await fc.assert(
      fc.asyncProperty(pageDocumentArbitrary, async (document) => {
        const view = <DocumentView document={document} registry={siteBlocks} />;
        const container = window.document.createElement("div");
        container.innerHTML = renderOnServer(() => renderToString(view));
        const serverHtml = container.innerHTML;
        window.document.body.append(container);
        const recoverable = vi.fn();
        const root = await act(async () => hydrateRoot(container, view, { onRecoverableError: recoverable }));
        expect(recoverable).not.toHaveBeenCalled();
        // What only works with script (an embed's load button) appears after hydration, marked so.
        for (const added of container.querySelectorAll("[data-after-hydration]")) added.remove();
        expect(container.innerHTML).toBe(serverHtml);
        act(() => root.unmount());
        container.remove();
      }),
      { numRuns: 40 },
    );
    expect(consoleError).not.toHaveBeenCalled();
  });
});
