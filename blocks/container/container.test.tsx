// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { BlockNodeOf, StoredPropsOf } from "../../schema/page";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { siteBlocks } from "../registry";
import { containerCss } from "./container.css";
import { containerBlock } from "./index";

afterEach(cleanup);

/** Renders a page whose root is a Container with these props and returns the root's element. */
function renderContainer(props: StoredPropsOf<"Container">, children: BlockNodeOf<"Container">["children"] = []): HTMLElement {
  const { container } = render(
    <DocumentView
      document={{
        schemaVersion: 1,
        kind: "page",
        id: "home",
        title: "Home",
        path: "/",
        root: { id: "root", type: "Container", props, children },
      }}
      registry={siteBlocks}
    />,
  );
  const element = container.querySelector<HTMLElement>(".bl-document > .bl-container");
  if (!element) throw new Error("no container rendered");
  return element;
}

function mediaOf(element: HTMLElement): HTMLElement | null {
  return element.querySelector<HTMLElement>(":scope > .bl-container__media");
}

describe("Container styles", () => {
  it("by default fills the width, sizes to its content and stacks its children", () => {
    const element = renderContainer({});
    expect(element.tagName).toBe("DIV");
    expect(element.className).toBe("bl-container bl-container--column");
    expect(element.dataset.role).toBe("section");
    expect(element.style.width).toBe("100%");
    expect(element.style.height).toBe("auto");
    expect(element.style.background).toBe("");
    expect(element.style.color).toBe("");
    expect(element.style.margin).toBe("0px");
    expect(element.style.padding).toBe("0px");
    expect(element.style.borderRadius).toBe("");
    expect(element.style.boxShadow).toBe("");
    // The direction is a class, so the mobile container query can override it.
    expect(element.style.flexDirection).toBe("");
    expect(element.style.alignItems).toBe("flex-start");
    expect(element.style.justifyContent).toBe("flex-start");
    expect(mediaOf(element)).toBeNull();
  });

  it("sets width, height, background and text colour", () => {
    const { style } = renderContainer({ width: "320px", height: "50vh", background: "#112233", color: "#abc" });
    expect(style.width).toBe("320px");
    expect(style.height).toBe("50vh");
    expect(style.background).toBe("rgb(17, 34, 51)");
    expect(style.color).toBe("rgb(170, 187, 204)");
  });

  it("sets margins and paddings in CSS order", () => {
    const { style } = renderContainer({ margins: [1, 2, 3, -4], paddings: [5, 6, 7, 8] });
    expect(style.margin).toBe("1px 2px 3px -4px");
    expect(style.padding).toBe("5px 6px 7px 8px");
  });

  it("rounds its corners and casts a shadow", () => {
    const { style } = renderContainer({ radius: 12, shadow: 20 });
    expect(style.borderRadius).toBe("12px");
    expect(style.boxShadow).toBe("0 5px 20px rgba(0, 0, 0, 0.35)");
  });

  it("lays out in a row, centred or at the end", () => {
    const element = renderContainer({ flexDirection: "row", alignItems: "center", justifyContent: "flex-end" });
    expect(element.className).toBe("bl-container bl-container--row");
    expect(element.style.flexDirection).toBe("");
    expect(element.style.alignItems).toBe("center");
    expect(element.style.justifyContent).toBe("flex-end");
  });

  it("styles each direction, stacking rows in a container up to 500px wide (SPEC §9)", () => {
    expect(containerCss).toContain(".bl-container--row { flex-direction: row; }");
    expect(containerCss).toContain(".bl-container--column { flex-direction: column; }");
    expect(containerCss).toContain(
      "@container bl-page (max-width: 500px) { .bl-container--row { flex-direction: column; row-gap: 0.75rem; } }",
    );
  });

  it("fills the free space only when fillSpace is yes", () => {
    expect(renderContainer({ fillSpace: "yes" }).className).toBe("bl-container bl-container--column bl-container--fill");
    expect(renderContainer({ fillSpace: "no" }).className).toBe("bl-container bl-container--column");
  });
});

describe("Container roles", () => {
  it("renders a page container as a plain element inside a host that has its own <main>", () => {
    const { container } = render(
      <DocumentView
        insideMain
        document={{
          schemaVersion: 1,
          kind: "page",
          id: "home",
          title: "Home",
          path: "/",
          root: { id: "root", type: "Container", props: { role: "page" } },
        }}
        registry={siteBlocks}
      />,
    );
    expect(container.querySelector("main")).toBeNull();
    expect(container.querySelector('[data-role="page"]')?.tagName).toBe("DIV");
  });

  it.each([
    ["page", "MAIN"],
    ["header", "HEADER"],
    ["footer", "FOOTER"],
    ["section", "DIV"],
  ] as const)("renders the %s role as a %s element", (role, tagName) => {
    const element = renderContainer({ role });
    expect(element.tagName).toBe(tagName);
    expect(element.dataset.role).toBe(role);
  });

  it.each(["page", "header", "footer"] as const)("cannot delete or move a %s container (SPEC §6)", (role) => {
    const node: BlockNodeOf<"Container"> = { id: "c", type: "Container", props: { role } };
    expect(containerBlock.rules.canDelete(node)).toBe(false);
    expect(containerBlock.rules.canMove(node)).toBe(false);
  });

  it("can delete and move a section, which is the default role", () => {
    for (const props of [{ role: "section" as const }, {}]) {
      const node: BlockNodeOf<"Container"> = { id: "c", type: "Container", props };
      expect(containerBlock.rules.canDelete(node)).toBe(true);
      expect(containerBlock.rules.canMove(node)).toBe(true);
    }
  });
});

describe("Container background", () => {
  it("shows an image at 60% brightness by default (SPEC §9)", () => {
    const element = renderContainer({ backgroundImage: "https://cdn.example.com/stage.jpg" });
    expect(element.className).toBe("bl-container bl-container--column bl-container--media");
    const media = mediaOf(element);
    expect(media?.tagName).toBe("IMG");
    expect(media?.getAttribute("aria-hidden")).toBe("true");
    expect(media?.getAttribute("alt")).toBe("");
    expect(media?.getAttribute("src")).toBe("https://cdn.example.com/stage.jpg");
    // An address elsewhere is not resized by this server.
    expect(media?.hasAttribute("srcset")).toBe(false);
    expect(media?.style.filter).toBe("brightness(0.6)");
  });

  it("offers an uploaded photo at every size the server makes, filling the width, fetched at once and first as the page's first picture", () => {
    const media = mediaOf(renderContainer({ backgroundImage: "/media/p1/u1-stage.jpg" }));
    expect(media?.getAttribute("src")).toBe("/media/p1/u1-stage.jpg?w=960");
    expect(media?.getAttribute("srcset")).toBe(
      [320, 640, 960, 1280, 1920, 2560].map((width) => `/media/p1/u1-stage.jpg?w=${width} ${width}w`).join(", "),
    );
    expect(media?.getAttribute("sizes")).toBe("100vw");
    expect(media?.hasAttribute("loading")).toBe(false);
    expect(media?.getAttribute("fetchpriority")).toBe("high");
  });

  it("loads a background lazily after the page's first picture (issue 39, item 2)", () => {
    const hero = { id: "hero", type: "Hero", props: { backgroundImage: "/media/p1/u1-stage.jpg" } } as const;
    const section = { id: "s1", type: "Container", props: { backgroundImage: "/media/p1/u2-crowd.jpg" } } as const;
    const page = renderContainer({}, [hero, section]);
    const media = page.querySelector<HTMLElement>(".bl-container .bl-container > .bl-container__media");
    expect(media?.getAttribute("loading")).toBe("lazy");
    expect(media?.hasAttribute("fetchpriority")).toBe(false);
  });

  it("plays a video at 50% brightness by default, muted in a loop, with the image as poster", () => {
    const element = renderContainer({ backgroundVideo: "/media/loop.mp4", backgroundImage: "/media/still.jpg" });
    const video = mediaOf(element) as HTMLVideoElement | null;
    expect(video?.tagName).toBe("VIDEO");
    expect(video?.getAttribute("src")).toBe("/media/loop.mp4");
    expect(video?.getAttribute("poster")).toBe("/media/still.jpg");
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(video?.tabIndex).toBe(-1);
    expect(video?.style.filter).toBe("brightness(0.5)");
    expect(element.querySelectorAll(".bl-container__media")).toHaveLength(1);
  });

  it("uses an explicit brightness, zero included", () => {
    const image = renderContainer({ backgroundImage: "/a.jpg", backgroundBrightness: 25 });
    expect(mediaOf(image)?.style.filter).toBe("brightness(0.25)");
    const video = renderContainer({ backgroundVideo: "/a.mp4", backgroundBrightness: 100 });
    expect(mediaOf(video)?.style.filter).toBe("brightness(1)");
    const dark = renderContainer({ backgroundImage: "/a.jpg", backgroundBrightness: 0 });
    expect(mediaOf(dark)?.style.filter).toBe("brightness(0)");
  });

  it("shows no background for an address that could break out of url()", () => {
    const element = renderContainer({ backgroundImage: 'https://x.com/a.jpg") ; background: url("//evil' });
    expect(mediaOf(element)).toBeNull();
    expect(element.className).toBe("bl-container bl-container--column");
  });
});

describe("Container children", () => {
  it("accepts every block type and renders its children in order, after the background", () => {
    expect(containerBlock.rules.accepts?.("Text")).toBe(true);
    expect(containerBlock.rules.accepts?.("Button")).toBe(true);
    expect(containerBlock.rules.accepts?.("Container")).toBe(true);
    const element = renderContainer({ backgroundImage: "/a.jpg" }, [
      { id: "t1", type: "Text", props: { content: richTextFromPlainText("First") } },
      { id: "c1", type: "Container", props: {}, children: [{ id: "b1", type: "Button", props: { text: "Nested", link: "/music" } }] },
      { id: "t2", type: "Text", props: { content: richTextFromPlainText("Last") } },
    ]);
    expect([...element.children].map((child) => child.className)).toEqual([
      "bl-container__media",
      "bl-text bl-rich-text",
      "bl-container bl-container--column",
      "bl-text bl-rich-text",
    ]);
    expect(element.textContent).toBe("FirstNestedLast");
  });
});
