// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { buttonPropsSchema } from "../../schema/blocks/button";
import { containerPropsSchema } from "../../schema/blocks/container";
import { textPropsSchema } from "../../schema/blocks/text";
import { propsValidators } from "../../schema/generated/propsValidators.js";
import type { BlockNode, PageDocument } from "../../schema/page";
import { plainTextOf, richTextFromPlainText } from "../../schema/richText/plainText";
import type { BlockRegistry } from "../blockRegistry";
import { testBlock } from "../blockTestKit";
import { collectDataNeeds } from "../loadDocumentData";
import { DocumentView } from "./DocumentView";
import { renderOnServer } from "./serverRendering";

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

/** A component that throws: beyond the reach of a view's own guard on the server. */
function Exploding(): never {
  throw new Error("deep failure");
}

/**
 * Text blocks whose text is "bad-load" fail while declaring their data; "bad-view" fail while
 * rendering; a Button whose text is "deep" renders a component that throws.
 */
const registry: BlockRegistry = {
  ...siteBlocks,
  Button: testBlock<"Button">({
    type: "Button",
    label: "Button",
    propsSchema: buttonPropsSchema,
    validateProps: propsValidators.Button,
    rules: { canDelete: () => true, canMove: () => true },
    View: ({ props }) => (props.text === "deep" ? <Exploding /> : <span>{props.text}</span>),
  }),
  Container: testBlock<"Container">({
    type: "Container",
    label: "Container",
    propsSchema: containerPropsSchema,
    validateProps: propsValidators.Container,
    rules: { accepts: () => true, canDelete: () => true, canMove: () => true },
    View: ({ children }) => <section>{children}</section>,
  }),
  Text: testBlock<"Text">({
    type: "Text",
    label: "Text",
    propsSchema: textPropsSchema,
    validateProps: propsValidators.Text,
    rules: { canDelete: () => true, canMove: () => true },
    load: (props) => {
      if (plainTextOf(props.content) === "bad-load") throw new Error("cannot say");
      return { echo: { resource: "echo", params: { text: plainTextOf(props.content) } } };
    },
    View: ({ props }) => {
      if (plainTextOf(props.content) === "bad-view") throw new Error("cannot show");
      return <p>{plainTextOf(props.content)}</p>;
    },
  }),
};

function page(children: BlockNode[]): PageDocument {
  return { schemaVersion: 1, kind: "page", id: "p", title: "P", path: "/", root: { id: "root", type: "Container", props: {}, children } };
}

const withBadLoad = page([
  { id: "a", type: "Text", props: { content: richTextFromPlainText("first") } },
  { id: "bad", type: "Text", props: { content: richTextFromPlainText("bad-load") } },
  { id: "c", type: "Text", props: { content: richTextFromPlainText("last") } },
]);

describe("a block whose load throws", () => {
  it("is replaced by its placeholder in the browser while its siblings render", () => {
    const { container } = render(<DocumentView document={withBadLoad} registry={registry} />);
    expect([...container.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["first", "last"]);
    expect(container.querySelector(".bl-block-error")?.getAttribute("data-block-id")).toBe("bad");
    expect(container.querySelector("section")).not.toBeNull();
  });

  it("is replaced by its placeholder on the server while its siblings render", () => {
    const html = renderOnServer(() => renderToString(<DocumentView document={withBadLoad} registry={registry} />));
    expect(html).toContain("<p>first</p>");
    expect(html).toContain("<p>last</p>");
    expect(html).toContain('data-block-id="bad"');
  });

  it("does not stop the other blocks' needs from being gathered", () => {
    expect(collectDataNeeds(withBadLoad, registry)).toEqual([
      { resource: "echo", params: { text: "first" } },
      { resource: "echo", params: { text: "last" } },
    ]);
  });
});

describe("a broken block", () => {
  it("renders again once its node changes", () => {
    const broken = page([{ id: "t", type: "Text", props: { content: richTextFromPlainText("bad-view") } }]);
    const { container, rerender } = render(<DocumentView document={broken} registry={registry} />);
    expect(container.querySelector(".bl-block-error")).not.toBeNull();

    const fixed = page([{ id: "t", type: "Text", props: { content: richTextFromPlainText("fixed") } }]);
    rerender(<DocumentView document={fixed} registry={registry} />);
    expect(container.querySelector(".bl-block-error")).toBeNull();
    expect(container.querySelector("p")?.textContent).toBe("fixed");
  });
});

const deepPage = page([
  { id: "a", type: "Text", props: { content: richTextFromPlainText("first") } },
  { id: "deep", type: "Button", props: { text: "deep" } },
  { id: "c", type: "Text", props: { content: richTextFromPlainText("last") } },
]);

describe("a failure inside a component a view renders", () => {
  it("fails the fast server render, and the render with Suspense boundaries shows the placeholder and the siblings", () => {
    expect(() => renderOnServer(() => renderToString(<DocumentView document={deepPage} registry={registry} />))).toThrow("deep failure");
    const html = renderOnServer(() => renderToString(<DocumentView document={deepPage} registry={registry} suspenseBoundaries />));
    expect(html).toContain("<p>first</p>");
    expect(html).toContain("<p>last</p>");
    expect(html).toMatch(/<!--\$!-->.*data-block-id="deep"/s);
  });

  it("hydrates that render in the browser with the same boundaries, and the block becomes its placeholder", async () => {
    const view = <DocumentView document={deepPage} registry={registry} suspenseBoundaries />;
    const container = document.createElement("div");
    container.innerHTML = renderOnServer(() => renderToString(view));
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, view));
    expect([...container.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["first", "last"]);
    expect(container.querySelector(".bl-block-error")?.getAttribute("data-block-id")).toBe("deep");
    act(() => root.unmount());
    container.remove();
  });
});
