// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { buttonPropsSchema } from "../../schema/blocks/button";
import { containerPropsSchema } from "../../schema/blocks/container";
import { textPropsSchema } from "../../schema/blocks/text";
import { propsValidators } from "../../schema/generated/propsValidators.js";
import type { BlockNode, BlockNodeOf, PageDocument } from "../../schema/page";
import { plainTextOf, richTextFromPlainText } from "../../schema/richText/plainText";
import type { BlockRegistry, RenderMode } from "../blockRegistry";
import { testBlock } from "../blockTestKit";
import { dataKey, type LoadedData } from "../dataNeeds";
import type { TreeNode } from "../treeNode";
import { DocumentView } from "./DocumentView";
import { renderOnServer } from "./serverRendering";

afterEach(cleanup);

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Broken blocks are reported on the console; these tests break blocks on purpose.
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});

/** Props each view received, by block id. */
const received = new Map<string, unknown>();

/** A small registry over the real props schemas: a Button whose text "boom" makes it throw, and a data-bound Text. */
const registry: BlockRegistry = {
  ...siteBlocks,
  Button: testBlock<"Button">({
    type: "Button",
    label: "Button",
    propsSchema: buttonPropsSchema,
    validateProps: propsValidators.Button,
    rules: { canDelete: () => true, canMove: () => true },
    View: ({ node, props }) => {
      received.set(node.id, props);
      if (props.text === "boom") throw new Error(`${node.id} exploded`);
      return <button type="button">{props.text}</button>;
    },
  }),
  Container: testBlock<"Container">({
    type: "Container",
    label: "Container",
    propsSchema: containerPropsSchema,
    validateProps: propsValidators.Container,
    rules: { accepts: () => true, canDelete: () => true, canMove: () => true },
    View: ({ node, props, children, mode }) => (
      <div className="box" data-id={node.id} data-role={props.role} data-mode={mode}>
        {children}
      </div>
    ),
  }),
  Text: testBlock<"Text">({
    type: "Text",
    label: "Text",
    propsSchema: textPropsSchema,
    validateProps: propsValidators.Text,
    rules: { canDelete: () => true, canMove: () => true },
    load: (props, context) => ({
      greeting: { resource: "greetings", params: { key: plainTextOf(props.content), profileId: context.profileId ?? null } },
    }),
    View: ({ node, props, data }) => {
      received.set(node.id, props);
      return <p data-data={JSON.stringify(data)}>{plainTextOf(props.content)}</p>;
    },
  }),
};

function page(children: BlockNode[]): PageDocument {
  const root: BlockNodeOf<"Container"> = { id: "root", type: "Container", props: { role: "page" }, children };
  return { schemaVersion: 1, kind: "page", id: "home", title: "Home", path: "/", root };
}

const brokenPage = page([
  { id: "t1", type: "Text", props: { content: richTextFromPlainText("Before") } },
  { id: "b1", type: "Button", props: { text: "boom" } },
  { id: "b2", type: "Button", props: { text: "After" } },
]);

function textsOf(element: Element): string[] {
  return [...element.querySelectorAll("p, button")].map((node) => node.textContent ?? "");
}

describe("DocumentView", () => {
  it("renders the tree through the registry inside a measured wrapper", () => {
    const { container } = render(
      <DocumentView
        document={page([
          { id: "t1", type: "Text", props: { content: richTextFromPlainText("Hello") } },
          { id: "c1", type: "Container", props: {}, children: [{ id: "b1", type: "Button", props: { text: "Go" } }] },
        ])}
        registry={registry}
      />,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.className).toBe("bl-document");
    expect(wrapper.dataset.mode).toBe("view");
    expect([...wrapper.querySelectorAll(".box")].map((box) => box.getAttribute("data-id"))).toEqual(["root", "c1"]);
    expect(textsOf(wrapper)).toEqual(["Hello", "Go"]);
    expect(container.querySelector('[data-id="c1"] > button')?.textContent).toBe("Go");
  });

  it("passes the mode to every view", () => {
    const { container } = render(<DocumentView document={page([])} registry={registry} mode="edit" />);
    expect(container.querySelector(".bl-document")?.getAttribute("data-mode")).toBe("edit");
    expect(container.querySelector(".box")?.getAttribute("data-mode")).toBe("edit");
  });

  it("fills in the schema defaults a document omits", () => {
    render(
      <DocumentView
        document={page([
          { id: "t1", type: "Text", props: {} },
          { id: "b1", type: "Button", props: { variant: "outline", link: "/music" } },
        ])}
        registry={registry}
      />,
    );
    expect(received.get("t1")).toEqual({
      content: richTextFromPlainText("Text"),
      fontSize: 16,
      textAlign: "left",
      fontWeight: 400,
      shadow: 0,
      margins: [0, 0, 0, 0],
    });
    expect(received.get("b1")).toEqual({
      text: "Button",
      link: "/music",
      fullWidth: false,
      margins: [0, 0, 0, 0],
      variant: "outline",
      buttonStyle: "full",
    });
  });

  it("shows an unknown block type as a placeholder", () => {
    const unknown = { id: "x1", type: "Carousel", props: {} } as unknown as BlockNode;
    const { container } = render(
      <DocumentView
        document={page([unknown, { id: "t1", type: "Text", props: { content: richTextFromPlainText("Still here") } }])}
        registry={registry}
        mode="edit"
      />,
    );
    expect(container.querySelector(".bl-block-error")?.textContent).toBe("This Carousel block could not be shown.");
    expect(textsOf(container)).toEqual(["Still here"]);
  });
});

describe("a block that fails to render", () => {
  it.each([
    ["view", ""],
    ["edit", "This Button block could not be shown."],
  ] as const)("in the browser, in %s mode, becomes an inert placeholder; its siblings still render", (mode: RenderMode, message) => {
    const { container } = render(<DocumentView document={brokenPage} registry={registry} mode={mode} />);
    expect(textsOf(container)).toEqual(["Before", "After"]);
    const placeholders = container.querySelectorAll<HTMLElement>(".bl-block-error");
    expect(placeholders).toHaveLength(1);
    const placeholder = placeholders[0] as HTMLElement;
    expect(placeholder.dataset.blockId).toBe("b1");
    expect(placeholder.dataset.blockType).toBe("Button");
    expect(placeholder.hasAttribute("inert")).toBe(true);
    expect(placeholder.getAttribute("aria-hidden")).toBe(mode === "view" ? "true" : null);
    expect(placeholder.textContent).toBe(message);
    expect(consoleError).toHaveBeenCalledWith('Block "b1" (Button) failed to render', expect.any(Error), expect.any(String));
  });

  it.each([
    ["view", false],
    ["edit", true],
  ] as const)("on the server, in %s mode, becomes a placeholder; its siblings still render", (mode: RenderMode, explained) => {
    let html = "";
    expect(() => {
      html = renderOnServer(() => renderToString(<DocumentView document={brokenPage} registry={registry} mode={mode} />));
    }).not.toThrow();
    expect(html).toContain(">Before</p>");
    expect(html).toContain('<button type="button">After</button>');
    expect(html).toContain('<div class="bl-block-error" data-block-id="b1" data-block-type="Button"');
    expect(html.includes("This Button block could not be shown.")).toBe(explained);
    // Caught by the block's own guard: no Suspense boundary marks the page.
    expect(html).not.toContain("<!--$");
    expect(consoleError).toHaveBeenCalledWith('Block "b1" (Button) failed to render', expect.any(Error));
  });

  it("hydrates from the server's placeholder without a mismatch, and stays a placeholder", async () => {
    const html = renderOnServer(() => renderToString(<DocumentView document={brokenPage} registry={registry} />));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <DocumentView document={brokenPage} registry={registry} />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(textsOf(container)).toEqual(["Before", "After"]);
    expect(container.querySelectorAll(".bl-block-error")).toHaveLength(1);
    act(() => root.unmount());
    container.remove();
  });
});

describe("wrapBlock", () => {
  it("wraps every block, the root included", () => {
    const wrapBlock = vi.fn((node: TreeNode, rendered: ReactNode) => (
      <section className="chrome" data-wraps={node.id}>
        {rendered}
      </section>
    ));
    const { container } = render(
      <DocumentView
        document={page([
          { id: "t1", type: "Text", props: { content: richTextFromPlainText("A") } },
          { id: "c1", type: "Container", props: {}, children: [{ id: "b1", type: "Button", props: {} }] },
        ])}
        registry={registry}
        wrapBlock={wrapBlock}
      />,
    );
    const wrapped = [...container.querySelectorAll(".chrome")].map((element) => element.getAttribute("data-wraps"));
    expect(wrapped).toEqual(["root", "t1", "c1", "b1"]);
    expect(container.querySelector('[data-wraps="b1"] > button')?.textContent).toBe("Button");
    expect(wrapBlock.mock.calls.map(([node]) => node.id).sort()).toEqual(["b1", "c1", "root", "t1"]);
  });
});

describe("data", () => {
  it("reaches a view by the names its load gave; a need not loaded shows as missing", () => {
    const data: LoadedData = {
      [dataKey({ resource: "greetings", params: { key: "hello", profileId: "artist-1" } })]: { status: "ready", value: "Hi there" },
      [dataKey({ resource: "greetings", params: { key: "broken", profileId: "artist-1" } })]: { status: "error", message: "Down" },
    };
    const { container } = render(
      <DocumentView
        document={page([
          { id: "t1", type: "Text", props: { content: richTextFromPlainText("hello") } },
          { id: "t2", type: "Text", props: { content: richTextFromPlainText("broken") } },
          { id: "t3", type: "Text", props: { content: richTextFromPlainText("absent") } },
        ])}
        registry={registry}
        data={data}
        loadContext={{ profileId: "artist-1" }}
      />,
    );
    const dataOf = (text: string) =>
      JSON.parse([...container.querySelectorAll("p")].find((p) => p.textContent === text)?.getAttribute("data-data") ?? "null");
    expect(dataOf("hello")).toEqual({ greeting: { status: "ready", value: "Hi there" } });
    expect(dataOf("broken")).toEqual({ greeting: { status: "error", message: "Down" } });
    expect(dataOf("absent")).toEqual({ greeting: { status: "missing" } });
  });

  it("shows every need as missing when no data is given", () => {
    const { container } = render(<DocumentView document={page([{ id: "t1", type: "Text", props: {} }])} registry={registry} />);
    expect(JSON.parse(container.querySelector("p")?.getAttribute("data-data") ?? "null")).toEqual({ greeting: { status: "missing" } });
  });
});
