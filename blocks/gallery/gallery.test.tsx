// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RenderMode } from "../../runtime/blockRegistry";
import { pageWithBlock } from "../../runtime/blockTestKit";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import { unreadyBlocks } from "../../runtime/readiness";
import type { StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";
import { loadLightbox } from "./lightboxChunk";

const STAGE = { src: "/media/p1/u1-stage.jpg", alt: "The band on stage", caption: "Night one" };
const PICTURES = [
  STAGE,
  { src: "/media/p1/u2-crowd.png", alt: "The crowd" },
  { src: "https://example.com/poster.gif", alt: "The tour poster", caption: "Spring tour" },
];

function view(props: StoredPropsOf<"Gallery">, mode: RenderMode = "view") {
  return <DocumentView document={pageWithBlock("Gallery", props, "gallery-1")} registry={siteBlocks} mode={mode} />;
}

function renderGallery(props: StoredPropsOf<"Gallery">, mode: RenderMode = "view"): HTMLElement {
  return render(view(props, mode)).container;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("Gallery as a grid", () => {
  it("lists every picture with its alt text, lazily but for the page's first, at the server's sizes for a column", () => {
    const page = renderGallery({ images: PICTURES, columns: 4, aspect: "4:3" });
    const gallery = page.querySelector<HTMLElement>(".bl-gallery");
    expect(gallery?.className).toBe("bl-gallery bl-gallery--grid");
    expect(gallery?.style.getPropertyValue("--bl-gallery-columns")).toBe("4");
    expect(gallery?.style.getPropertyValue("--bl-gallery-aspect")).toBe("4 / 3");
    const pictures = [...page.querySelectorAll("ul.bl-gallery__grid > li img")];
    expect(pictures.map((picture) => picture.getAttribute("alt"))).toEqual(["The band on stage", "The crowd", "The tour poster"]);
    // The gallery opens the page: its first picture is the first screen's largest (issue 39, item 2).
    expect(pictures.map((picture) => [picture.getAttribute("loading"), picture.getAttribute("fetchpriority")])).toEqual([
      [null, "high"],
      ["lazy", null],
      ["lazy", null],
    ]);
    const [first, , gif] = pictures;
    expect(first?.getAttribute("src")).toBe("/media/p1/u1-stage.jpg?w=960");
    expect(first?.getAttribute("srcset")).toContain("/media/p1/u1-stage.jpg?w=320 320w");
    expect(first?.getAttribute("srcset")).toContain("/media/p1/u1-stage.jpg?w=2560 2560w");
    expect(first?.getAttribute("sizes")).toBe("(max-width: 500px) 50vw, (max-width: 1280px) calc(100vw / 4), 320px");
    // What the server does not resize is shown as it is.
    expect(gif?.getAttribute("src")).toBe("https://example.com/poster.gif");
    expect(gif?.hasAttribute("srcset")).toBe(false);
    expect([...page.querySelectorAll("figcaption")].map((caption) => caption.textContent)).toEqual(["Night one", "Spring tour"]);
  });

  it("sizes pictures for the columns chosen", () => {
    const picture = renderGallery({ images: PICTURES, columns: 2 }).querySelector("img");
    expect(picture?.getAttribute("sizes")).toBe("(max-width: 500px) 50vw, (max-width: 1280px) calc(100vw / 2), 640px");
  });

  it("makes each picture a button naming it and where it is among them, unless the lightbox is off", () => {
    renderGallery({ images: PICTURES });
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
      "Open image 1 of 3: The band on stage",
      "Open image 2 of 3: The crowd",
      "Open image 3 of 3: The tour poster",
    ]);
    cleanup();
    renderGallery({ images: PICTURES, lightbox: false });
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});

describe("Gallery as a carousel", () => {
  /** A strip 1000 px wide that shows 400 px of it, scrolled to `left`. */
  function sized(track: HTMLElement, left: number) {
    Object.defineProperty(track, "scrollWidth", { configurable: true, value: 1000 });
    Object.defineProperty(track, "clientWidth", { configurable: true, value: 400 });
    track.scrollLeft = left;
    fireEvent.scroll(track);
  }

  it("is a strip that scrolls sideways and snaps, reachable by keyboard, with pictures sized as slides", () => {
    const page = renderGallery({ images: PICTURES, layout: "carousel" });
    expect(page.querySelector(".bl-gallery")?.className).toBe("bl-gallery bl-gallery--carousel");
    const track = screen.getByRole("list", { name: "Pictures, scrolled sideways" });
    expect(track.className).toBe("bl-gallery__track");
    expect(track.tabIndex).toBe(0);
    expect(within(track).getAllByRole("img")).toHaveLength(3);
    expect(page.querySelector("img")?.getAttribute("sizes")).toBe("(max-width: 500px) 85vw, 480px");
    expect(page.querySelector("img")?.getAttribute("fetchpriority")).toBe("high");
    expect(page.querySelectorAll("img")[1]?.getAttribute("loading")).toBe("lazy");
  });

  it("moves a picture at a time with Previous and Next, each unavailable at its end", () => {
    renderGallery({ images: PICTURES, layout: "carousel" });
    const track = screen.getByRole("list", { name: "Pictures, scrolled sideways" });
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy;
    const previous = screen.getByRole("button", { name: "Previous" });
    const next = screen.getByRole("button", { name: "Next" });
    act(() => sized(track, 0));
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    expect(next.getAttribute("aria-disabled")).toBe("false");
    fireEvent.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: expect.any(Number) }));
    expect(scrollBy.mock.lastCall?.[0].left).toBeGreaterThanOrEqual(0);
    act(() => sized(track, 600));
    expect(previous.getAttribute("aria-disabled")).toBe("false");
    expect(next.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });
});

describe("Gallery without script, then hydrated", () => {
  it("shows the pictures in the server's HTML without buttons, and hydrates without a mismatch", async () => {
    for (const layout of ["grid", "carousel"] as const) {
      const props = { images: PICTURES, layout };
      const container = document.createElement("div");
      container.innerHTML = renderToString(view(props));
      const serverHtml = container.innerHTML;
      expect(serverHtml).not.toContain("<button");
      expect(container.querySelectorAll("img")).toHaveLength(3);
      document.body.append(container);
      const recoverable = vi.fn();
      const consoleError = vi.spyOn(console, "error");
      const root = await act(async () => hydrateRoot(container, view(props), { onRecoverableError: recoverable }));
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      const added = container.querySelectorAll("[data-after-hydration]");
      expect(added.length).toBe(layout === "grid" ? 3 : 4);
      for (const element of added) element.remove();
      expect(container.innerHTML).toBe(serverHtml);
      act(() => root.unmount());
      container.remove();
    }
  });
});

describe("the lightbox's own chunk", () => {
  it("is asked for when a picture is pointed at or focused, and opens once it is here", async () => {
    renderGallery({ images: PICTURES });
    const opener = screen.getByRole("button", { name: "Open image 2 of 3: The crowd" });
    fireEvent.focus(opener);
    fireEvent.click(opener);
    // Not in the gallery's chunk: the click waits for it.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((await screen.findByRole("dialog")).getAttribute("aria-label")).toBe("Picture 2 of 3");
  });
});

describe("the lightbox", () => {
  // Its chunk here, as after a picture was pointed at: it opens at once.
  beforeAll(async () => {
    await loadLightbox();
  });
  const dialog = () => screen.getByRole("dialog");
  const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

  it("opens at the picture chosen by keyboard, large, with its caption and where it is among them", () => {
    renderGallery({ images: PICTURES });
    const opener = screen.getByRole("button", { name: "Open image 1 of 3: The band on stage" });
    opener.focus();
    fireEvent.click(opener);
    expect(dialog().getAttribute("aria-label")).toBe("Picture 1 of 3");
    const large = within(dialog()).getByRole("img");
    expect(large.getAttribute("alt")).toBe("The band on stage");
    expect(large.getAttribute("sizes")).toBe("100vw");
    expect(large.getAttribute("srcset")).toContain("/media/p1/u1-stage.jpg?w=2560 2560w");
    expect(large.hasAttribute("loading")).toBe(false);
    expect(within(dialog()).getByText("Night one")).toBeTruthy();
    expect(within(dialog()).getByText("1 of 3")).toBeTruthy();
    // Focus moves into the dialog, onto Close.
    expect(document.activeElement).toBe(within(dialog()).getByRole("button", { name: "Close" }));
  });

  it("turns with the arrow keys and with Previous and Next, round from the last to the first", () => {
    renderGallery({ images: PICTURES });
    fireEvent.click(screen.getByRole("button", { name: "Open image 2 of 3: The crowd" }));
    press("ArrowRight");
    expect(within(dialog()).getByRole("img").getAttribute("alt")).toBe("The tour poster");
    expect(within(dialog()).getByText("3 of 3")).toBeTruthy();
    press("ArrowRight");
    expect(within(dialog()).getByText("1 of 3")).toBeTruthy();
    press("ArrowLeft");
    expect(within(dialog()).getByText("3 of 3")).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole("button", { name: "Previous" }));
    expect(within(dialog()).getByRole("img").getAttribute("alt")).toBe("The crowd");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Next" }));
    expect(within(dialog()).getByText("3 of 3")).toBeTruthy();
    expect(within(dialog()).queryByText("Night one")).toBeNull();
    expect(within(dialog()).getByText("Spring tour")).toBeTruthy();
  });

  it("closes on Escape and on Close, giving focus back to the picture that opened it", () => {
    renderGallery({ images: PICTURES });
    const opener = screen.getByRole("button", { name: "Open image 2 of 3: The crowd" });
    opener.focus();
    fireEvent.click(opener);
    press("ArrowRight");
    press("Escape");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.click(within(dialog()).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("turns on a sideways swipe, not on a short move or a scroll down", () => {
    renderGallery({ images: PICTURES });
    fireEvent.click(screen.getByRole("button", { name: "Open image 1 of 3: The band on stage" }));
    const picture = within(dialog()).getByRole("img");
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(picture, { clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(picture, { clientX: to[0], clientY: to[1] });
    };
    swipe([300, 200], [200, 210]);
    expect(within(dialog()).getByText("2 of 3")).toBeTruthy();
    swipe([200, 200], [300, 190]);
    expect(within(dialog()).getByText("1 of 3")).toBeTruthy();
    swipe([300, 200], [270, 200]);
    swipe([300, 100], [240, 300]);
    expect(within(dialog()).getByText("1 of 3")).toBeTruthy();
  });

  it("shows one picture without Previous and Next, and opens nothing on the editor's canvas", () => {
    renderGallery({ images: [STAGE] });
    fireEvent.click(screen.getByRole("button", { name: "Open image 1 of 1: The band on stage" }));
    expect(within(dialog()).queryByRole("button", { name: "Next" })).toBeNull();
    press("ArrowRight");
    expect(within(dialog()).getByText("1 of 1")).toBeTruthy();
    cleanup();
    renderGallery({ images: PICTURES }, "edit");
    fireEvent.click(screen.getByRole("button", { name: "Open image 1 of 3: The band on stage" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("Gallery readiness", () => {
  const problems = (props: Record<string, unknown>) =>
    unreadyBlocks({ id: "root", type: "Container", props: {}, children: [{ id: "g", type: "Gallery", props }] }, siteBlocks, {
      emailListIds: null,
      joinableTiers: null,
    }).map((block) => block.problem);

  it("is not ready without pictures, or with one lacking alt text, named by its place", () => {
    expect(problems({})).toEqual(["It has no pictures: add some from the media library."]);
    expect(problems({ images: [] })).toEqual(["It has no pictures: add some from the media library."]);
    expect(problems({ images: [STAGE, { src: "/media/p1/u2.jpg" }] })).toEqual(["Picture 2 has no alt text: describe it."]);
    expect(problems({ images: [{ src: "/media/p1/u2.jpg", alt: "  " }] })).toEqual(["Picture 1 has no alt text: describe it."]);
    expect(problems({ images: PICTURES })).toEqual([]);
  });

  it("shows fans nothing when not ready, and the editor what it has", () => {
    expect(renderGallery({}).querySelector(".bl-gallery")).toBeNull();
    expect(renderGallery({ images: [STAGE, { src: "/media/p1/u2.jpg" }] }).querySelector(".bl-gallery")).toBeNull();
    cleanup();
    expect(renderGallery({}, "edit").querySelector(".bl-gallery--empty")?.textContent).toBe("Add pictures in the settings");
    cleanup();
    const editing = renderGallery({ images: [STAGE, { src: "/media/p1/u2.jpg" }] }, "edit");
    expect([...editing.querySelectorAll("img")].map((picture) => picture.getAttribute("alt"))).toEqual(["The band on stage", ""]);
  });
});
