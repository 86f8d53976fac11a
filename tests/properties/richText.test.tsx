// @vitest-environment jsdom
import { act } from "@testing-library/react";
import fc from "fast-check";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { RichTextContent } from "../../blocks/richText/RichTextContent";
import { richTextErrors } from "../../runtime/richText/richTextErrors";
import { richTextToHtml } from "../../runtime/richText/toHtml";
import { loadKatex } from "../../runtime/richText/widgets/katexModule";
import type { RichText } from "../../schema/richText/index";
import { richTextArbitrary } from "../arbitraries/richText";

/** HTML as a browser reads it, so `<br>` and React's `<br/>`, `open` and `open=""`, `a:b` and `a: b` in styles compare equal. */
function parsed(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  // Inline styles as the browser reads them: `color:#000` and `color: #000` are one style.
  for (const element of template.content.querySelectorAll<HTMLElement>("[style]")) element.setAttribute("style", element.style.cssText);
  return template.innerHTML;
}

// Equations typeset as on a page: the server has KaTeX, and a page's script loads it before hydrating.
beforeAll(async () => {
  await loadKatex();
});

describe("every schema-valid rich-text value", () => {
  it("is accepted by the schema and the walk", () => {
    fc.assert(
      fc.property(richTextArbitrary, (value) => {
        expect(richTextErrors(value)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("renders on the server and in the browser to the same markup, hydrating with no mismatch", async () => {
    const consoleError = vi.spyOn(console, "error");
    await fc.assert(
      fc.asyncProperty(richTextArbitrary, async (value) => {
        const view = <RichTextContent value={value} />;
        const container = document.createElement("div");
        container.innerHTML = renderToString(view);
        const serverHtml = container.innerHTML;
        document.body.append(container);
        const recoverable = vi.fn();
        const root = await act(async () => hydrateRoot(container, view, { onRecoverableError: recoverable }));
        expect(recoverable).not.toHaveBeenCalled();
        // What only works with script (an embed's load button) appears after hydration, marked so.
        for (const added of container.querySelectorAll("[data-after-hydration]")) added.remove();
        expect(container.innerHTML).toBe(serverHtml);
        act(() => root.unmount());
        container.remove();
      }),
      { numRuns: 60 },
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("exports to HTML that a browser reads as exactly the public renderer's markup", () => {
    fc.assert(
      fc.property(richTextArbitrary, (value) => {
        expect(parsed(richTextToHtml(value))).toBe(parsed(renderToStaticMarkup(<RichTextContent value={value} />)));
      }),
      { numRuns: 300 },
    );
  });
});

/** Every node of a value with its pointer. */
function nodesOf(value: RichText): { node: Record<string, unknown>; pointer: string }[] {
  const out: { node: Record<string, unknown>; pointer: string }[] = [];
  const visit = (node: Record<string, unknown>, pointer: string) => {
    out.push({ node, pointer });
    if (!Array.isArray(node.children)) return;
    node.children.forEach((child, index) => {
      visit(child, `${pointer}/children/${index}`);
    });
  };
  visit(value.root as unknown as Record<string, unknown>, "/root");
  return out;
}

type Corruption = (node: Record<string, unknown>) => string | null;

/** Ways to break one node; each answers the pointer suffix it broke, or null when it does not apply to that node. */
const corruptions: readonly [name: string, corrupt: Corruption][] = [
  [
    "an unknown type",
    (node) => {
      if (node.type === "root") return null;
      node.type = "script";
      return "";
    },
  ],
  [
    "a missing version",
    (node) => {
      delete node.version;
      return "";
    },
  ],
  [
    "an extra field",
    (node) => {
      node.onclick = "alert(1)";
      return "/onclick";
    },
  ],
  [
    "a javascript: link",
    (node) => {
      if (node.type !== "link" && node.type !== "autolink") return null;
      node.url = "javascript:alert(1)";
      return "/url";
    },
  ],
  [
    "a hostile image address",
    (node) => {
      if (node.type !== "image" && node.type !== "inline-image") return null;
      node.src = "javascript:alert(1)";
      return "/src";
    },
  ],
  [
    "a style outside the allowlist",
    (node) => {
      if (!("style" in node)) return null;
      node.style = "background: url(https://evil.example/x)";
      return "/style";
    },
  ],
  [
    "an indent past 7",
    (node) => {
      if (!("indent" in node)) return null;
      node.indent = 8;
      return "/indent";
    },
  ],
];

describe("every invalid rich-text value", () => {
  it("is refused, with an error at the broken node or below it", () => {
    fc.assert(
      fc.property(richTextArbitrary, fc.nat(), fc.nat(), (value, pick, which) => {
        const copy = structuredClone(value);
        const nodes = nodesOf(copy);
        const { node, pointer } = nodes[pick % nodes.length] as (typeof nodes)[number];
        const [name, corrupt] = corruptions[which % corruptions.length] as (typeof corruptions)[number];
        const suffix = corrupt(node);
        fc.pre(suffix !== null);
        const errors = richTextErrors(copy);
        expect(errors.length, name).toBeGreaterThan(0);
        expect(
          errors.some((error) => error.pointer.startsWith(pointer)),
          `${name}: ${JSON.stringify(errors)}`,
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
