// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";
import { textCss } from "./text.css";

afterEach(cleanup);

/** Renders one Text block in a page and returns its element. */
function renderText(props: StoredPropsOf<"Text">): HTMLElement {
  const { container } = render(
    <DocumentView
      document={{
        schemaVersion: 1,
        kind: "page",
        id: "home",
        title: "Home",
        path: "/",
        root: { id: "root", type: "Container", props: {}, children: [{ id: "t1", type: "Text", props }] },
      }}
      registry={siteBlocks}
    />,
  );
  const element = container.querySelector<HTMLElement>(".bl-text");
  if (!element) throw new Error("no text rendered");
  return element;
}

describe("Text", () => {
  it("shows 'Text' by default as a paragraph, with the default look", () => {
    const element = renderText({});
    expect(element.tagName).toBe("P");
    expect(element.textContent).toBe("Text");
    expect(element.style.getPropertyValue("--bl-text-size")).toBe("16px");
    expect(element.style.getPropertyValue("--bl-text-size-mobile")).toBe("");
    expect(element.style.textAlign).toBe("left");
    expect(element.style.fontWeight).toBe("400");
    expect(element.style.color).toBe("");
    expect(element.style.textShadow).toBe("");
    expect(element.style.margin).toBe("0px");
  });

  it("shows its text as written, markup included", () => {
    const element = renderText({ text: "Tour dates\n<b>soon</b>" });
    expect(element.textContent).toBe("Tour dates\n<b>soon</b>");
    expect(element.querySelector("b")).toBeNull();
  });

  it("sets its sizes as CSS custom properties", () => {
    const element = renderText({ fontSize: 32, fontSizeMobile: 20.5 });
    expect(element.style.getPropertyValue("--bl-text-size")).toBe("32px");
    expect(element.style.getPropertyValue("--bl-text-size-mobile")).toBe("20.5px");
  });

  it.each(["left", "center", "right", "justify"] as const)("aligns %s", (textAlign) => {
    expect(renderText({ textAlign }).style.textAlign).toBe(textAlign);
  });

  it.each([400, 500, 700] as const)("uses font weight %d", (fontWeight) => {
    expect(renderText({ fontWeight }).style.fontWeight).toBe(String(fontWeight));
  });

  it("uses its colour", () => {
    expect(renderText({ color: "#ff8800" }).style.color).toBe("rgb(255, 136, 0)");
  });

  it("casts a text shadow that grows with its strength, and none at 0", () => {
    expect(renderText({ shadow: 50 }).style.textShadow).toBe("0 0 5px rgba(0, 0, 0, 0.5)");
    expect(renderText({ shadow: 100 }).style.textShadow).toBe("0 0 10px rgba(0, 0, 0, 1)");
    expect(renderText({ shadow: 5 }).style.textShadow).toBe("0 0 1px rgba(0, 0, 0, 0.05)");
    expect(renderText({ shadow: 0 }).style.textShadow).toBe("");
  });

  it("sets its margins in CSS order", () => {
    expect(renderText({ margins: [4, 8, 12, 16] }).style.margin).toBe("4px 8px 12px 16px");
  });
});

describe("Text stylesheet", () => {
  it("sizes text from the custom property, 16px when unset", () => {
    expect(textCss).toContain(".bl-text { margin: 0; font-size: var(--bl-text-size, 16px);");
  });

  it("switches to the mobile size in a container up to 500px wide (SPEC §9)", () => {
    expect(textCss).toContain(
      "@container bl-page (max-width: 500px) { .bl-text { font-size: var(--bl-text-size-mobile, var(--bl-text-size, 16px)); } }",
    );
  });
});
