// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { pageOf, serverPageHtml, sizeRulesOf } from "../../runtime/interpreter/pageTesting";
import type { BlockNode } from "../../schema/page";
import { siteBlocks } from "../registry";
import { galleryCss } from "./gallery.css";

const IMAGES = [{ src: "/media/p1/u1-stage.jpg", alt: "The band on stage" }];
const UP_TO_TABLET = "@container bl-page (max-width: 1024px)";
const ON_PHONE = "@container bl-page (max-width: 500px)";

/** The server's HTML of a page holding one grid of 4 columns, with these per-size settings. */
function serverGallery(responsive: object | undefined): HTMLElement {
  const gallery = { id: "g1", type: "Gallery", props: { images: IMAGES, columns: 4 }, ...(responsive ? { responsive } : {}) } as BlockNode;
  return serverPageHtml(pageOf(gallery), siteBlocks);
}

const columnsRule = (query: string, columns: number) =>
  `${query} { [data-bl-sized="g1"] > * { --bl-gallery-columns: ${columns} !important; --bl-gallery-columns-phone: ${columns} !important; } }`;

describe("a Gallery's columns per screen size (issue 39, item 3)", () => {
  it("sets a tablet's columns up to 1024 px, which phones keep when they have none of their own", () => {
    const page = serverGallery({ tablet: { columns: 2 } });
    expect(sizeRulesOf(page)).toEqual([columnsRule(UP_TO_TABLET, 2)]);
    // The rule names the gallery's root, which keeps the desktop's 4 for wider screens.
    const root = page.querySelector('[data-bl-sized="g1"] > .bl-gallery') as HTMLElement | null;
    expect(root?.style.getPropertyValue("--bl-gallery-columns")).toBe("4");
    // Phones read their own variable (two columns unless set), which the tablet's rule sets too.
    expect(galleryCss).toContain(`${ON_PHONE} { .bl-gallery__grid { grid-template-columns: repeat(var(--bl-gallery-columns-phone, 2)`);
  });

  it("sets a phone's columns up to 500 px, after the tablet's so it wins there", () => {
    expect(sizeRulesOf(serverGallery({ phone: { columns: 1 } }))).toEqual([columnsRule(ON_PHONE, 1)]);
    expect(sizeRulesOf(serverGallery({ tablet: { columns: 3 }, phone: { columns: 1 } }))).toEqual([
      columnsRule(UP_TO_TABLET, 3),
      columnsRule(ON_PHONE, 1),
    ]);
  });

  it("writes no rule when no size sets columns: the grid's own columns, two on phones", () => {
    const page = serverGallery(undefined);
    expect(page.querySelector(".bl-document > style")).toBeNull();
    expect(page.querySelector("[data-bl-sized]")).toBeNull();
    expect(galleryCss).toContain("grid-template-columns: repeat(var(--bl-gallery-columns, 3), minmax(0, 1fr))");
  });
});
