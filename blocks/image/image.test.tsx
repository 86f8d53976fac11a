// @vitest-environment jsdom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RenderMode } from "../../runtime/blockRegistry";
import { pageWithBlock } from "../../runtime/blockTestKit";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import { unreadyBlocks } from "../../runtime/readiness";
import type { BlockNode, PageDocument, StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";

afterEach(cleanup);

const PHOTO = "/media/p1/u1-stage.jpg";

function renderImage(
  props: StoredPropsOf<"Image">,
  options: { mode?: RenderMode; navigate?: (href: string, options: { buttonId?: string }) => void } = {},
): HTMLElement {
  const { container } = render(<DocumentView document={pageWithBlock("Image", props, "img-1")} registry={siteBlocks} {...options} />);
  return container.querySelector<HTMLElement>("[data-block-id='root']") ?? container;
}

describe("Image block (issue 39)", () => {
  it("shows an uploaded picture with its alt text, at the sizes the server makes for its width", () => {
    const page = renderImage({ src: PHOTO, alt: "The band on stage", size: "medium" });
    const figure = page.querySelector("figure.bl-image");
    expect(figure?.className).toBe("bl-image bl-image--medium bl-image--center");
    const picture = figure?.querySelector("img");
    expect(picture?.getAttribute("alt")).toBe("The band on stage");
    expect(picture?.getAttribute("src")).toBe(`${PHOTO}?w=960`);
    expect(picture?.getAttribute("srcset")).toContain(`${PHOTO}?w=640 640w`);
    expect(picture?.getAttribute("sizes")).toBe("(max-width: 34rem) 100vw, 32rem");
    expect(figure?.querySelector("figcaption")).toBeNull();
  });

  it("fetches its picture at once and first as the page's first picture (issue 39, item 2), and lazily after another", () => {
    const first = renderImage({ src: PHOTO, alt: "The band on stage" }).querySelector("img");
    expect(first?.hasAttribute("loading")).toBe(false);
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    cleanup();
    const page = pageWithBlock("Image", { src: PHOTO, alt: "The band on stage" });
    const hero: BlockNode = { id: "hero", type: "Hero", props: { backgroundImage: PHOTO } };
    const afterHero: PageDocument = { ...page, root: { ...page.root, children: [hero, ...(page.root.children ?? [])] } };
    const later = render(<DocumentView document={afterHero} registry={siteBlocks} />).container.querySelector("img.bl-image__picture");
    expect(later?.getAttribute("loading")).toBe("lazy");
    expect(later?.hasAttribute("fetchpriority")).toBe(false);
  });

  it("gives a decorative picture empty alt text, whatever was typed", () => {
    const picture = renderImage({ src: PHOTO, alt: "Old words", decorative: true }).querySelector("img");
    expect(picture?.getAttribute("alt")).toBe("");
  });

  it("crops to the shape chosen around the focal point, and leaves an uncropped picture as uploaded", () => {
    const cropped = renderImage({ src: PHOTO, alt: "x", aspect: "16:9", focalX: 20, focalY: 80 }).querySelector("img");
    expect(cropped?.style.aspectRatio).toBe("16 / 9");
    expect(cropped?.style.objectPosition).toBe("20% 80%");
    cleanup();
    const whole = renderImage({ src: PHOTO, alt: "x", focalX: 20 }).querySelector("img");
    expect(whole?.getAttribute("style")).toBeNull();
  });

  it("shows the caption under the picture and links where the link says, through the site's navigation", () => {
    const navigate = vi.fn();
    const page = renderImage({ src: PHOTO, alt: "Tour poster", caption: "Spring tour", link: "/tour" }, { navigate });
    expect(page.querySelector("figcaption")?.textContent).toBe("Spring tour");
    const link = page.querySelector<HTMLAnchorElement>("a.bl-image__link");
    expect(link?.getAttribute("href")).toBe("/tour");
    fireEvent.click(link as HTMLAnchorElement);
    expect(navigate).toHaveBeenCalledWith("/tour", { buttonId: "img-1" });
  });

  it("refuses an unsafe link and an unsafe picture address", () => {
    const page = renderImage({ src: "javascript:alert(1)" as string, alt: "x" }, { mode: "edit" });
    expect(page.querySelector("img")).toBeNull();
    expect(page.textContent).toContain("Choose an image in the settings");
  });

  it("shows nothing to fans without a picture or alt text, and the block in the editor", () => {
    expect(renderImage({ src: PHOTO }).querySelector(".bl-image")).toBeNull();
    expect(renderImage({ src: PHOTO, alt: "x", decorative: true, link: "/tour" }).querySelector(".bl-image")).toBeNull();
    cleanup();
    expect(renderImage({ src: PHOTO }, { mode: "edit" }).querySelector("img")?.getAttribute("alt")).toBe("");
    cleanup();
    expect(renderImage({}).querySelector(".bl-image")).toBeNull();
    cleanup();
    expect(renderImage({}, { mode: "edit" }).querySelector(".bl-image--empty")?.textContent).toBe("Choose an image in the settings");
  });

  it("is not ready for fans without a picture or alt text, unless decorative; a linked picture needs words", () => {
    const problems = (props: Record<string, unknown>) =>
      unreadyBlocks({ id: "root", type: "Container", props: {}, children: [{ id: "i", type: "Image", props }] }, siteBlocks, {
        emailListIds: null,
        joinableTiers: null,
      }).map((block) => block.problem);
    expect(problems({})).toEqual(["It has no picture: choose one from the media library."]);
    expect(problems({ src: PHOTO })).toEqual(["It has no alt text: describe the picture, or mark it decorative."]);
    expect(problems({ src: PHOTO, alt: "   " })).toHaveLength(1);
    expect(problems({ src: PHOTO, alt: "The crowd" })).toEqual([]);
    expect(problems({ src: PHOTO, decorative: true })).toEqual([]);
    expect(problems({ src: PHOTO, decorative: true, link: "/tour" })).toEqual([
      "It links somewhere, so it is not decorative: describe where it goes in its alt text.",
    ]);
  });
});
