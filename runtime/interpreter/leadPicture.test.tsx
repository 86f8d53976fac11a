// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import type { BlockNode, PageDocument } from "../../schema/page";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { EAGER_FIRST, LAZY, loadingOf } from "../media/pictureLoadingTesting";
import { DocumentView } from "./DocumentView";
import { leadPictureId } from "./leadPicture";
import { pageOf, serverPageHtml } from "./pageTesting";

const PHOTO = "/media/p1/u1-stage.jpg";

const page = pageOf;

const image = (id: string, props: object = {}) => ({ id, type: "Image", props: { src: PHOTO, alt: "The band", ...props } }) as BlockNode;
const text = (id: string) => ({ id, type: "Text", props: { content: richTextFromPlainText("Words") } }) as BlockNode;
const hero = (id: string, backgroundImage?: string) =>
  ({ id, type: "Hero", props: { title: "Neon Coast", ...(backgroundImage ? { backgroundImage } : {}) } }) as BlockNode;
const section = (id: string, children: BlockNode[], props: object = {}) => ({ id, type: "Container", props, children }) as BlockNode;

const lead = (document: PageDocument) => leadPictureId(document.root, siteBlocks);

describe("leadPictureId: the block showing the page's first picture", () => {
  it("is the first Image of a page, not the one after it", () => {
    expect(lead(page(text("intro"), image("first"), image("second")))).toBe("first");
  });

  it("is a Hero with a background before an Image, and an Image after a Hero without one", () => {
    expect(lead(page(hero("hero", PHOTO), image("after")))).toBe("hero");
    expect(lead(page(hero("hero"), image("after")))).toBe("after");
  });

  it("is a Featured Music or Merch block before an Image (its first cover), whatever products the page's data holds", () => {
    const music = { id: "music", type: "FeaturedMusic", props: {} } as BlockNode;
    const merch = { id: "merch", type: "FeaturedMerch", props: {} } as BlockNode;
    expect(lead(page(text("intro"), music, image("after")))).toBe("music");
    expect(lead(page(hero("hero"), merch, image("after")))).toBe("merch");
  });

  it("is none for a page of words", () => {
    expect(lead(page(text("a"), hero("hero"), text("b")))).toBeUndefined();
  });

  it("skips a picture fans are not shown (no alt text, an empty gallery) and a block the registry does not know", () => {
    const gallery = { id: "gallery", type: "Gallery", props: { images: [{ src: PHOTO, alt: "Night one" }] } } as BlockNode;
    const unknown = { id: "odd", type: "Carousel3D", props: { src: PHOTO } } as unknown as BlockNode;
    const empty = { id: "empty", type: "Gallery", props: { images: [] } } as BlockNode;
    expect(lead(page(unknown, image("no-alt", { alt: "" }), empty, gallery, image("later")))).toBe("gallery");
  });

  it("counts an uploaded video's poster, not a video without one, nor a YouTube card", () => {
    const upload = { source: "upload", video: "/media/p1/u3-clip.mp4", webCopy: "/media/p1/u3-clip.web.mp4" };
    const noPoster = { id: "no-poster", type: "Video", props: upload } as BlockNode;
    const link = { id: "link", type: "Video", props: { source: "link", url: "https://youtu.be/dQw4w9WgXcQ", poster: PHOTO } } as BlockNode;
    const poster = { id: "poster", type: "Video", props: { ...upload, poster: PHOTO } } as BlockNode;
    expect(lead(page(noPoster, link, poster, image("later")))).toBe("poster");
  });

  it("walks in document order: a picture inside an earlier section comes first, a section's background before what it holds", () => {
    expect(lead(page(section("plain", [text("t"), image("inside")]), image("after")))).toBe("inside");
    expect(lead(page(section("backdrop", [image("inside")], { backgroundImage: PHOTO }), image("after")))).toBe("backdrop");
  });

  it("does not look inside a block that does not render its children", () => {
    const textWithChildren = { ...text("words"), children: [image("hidden")] } as unknown as BlockNode;
    expect(lead(page(textWithChildren, image("shown")))).toBe("shown");
  });

  it("never takes a block hidden at some screen size, nor one inside it: fetched first, it would cost those screens a download", () => {
    const hiddenOn = (node: BlockNode, size: string) => ({ ...node, responsive: { [size]: { hidden: true } } }) as BlockNode;
    for (const size of ["desktop", "tablet", "phone"]) {
      expect(lead(page(hiddenOn(image("hidden"), size), image("shown"))), size).toBe("shown");
      expect(lead(page(hiddenOn(section("hidden-section", [image("inside")]), size), image("shown"))), size).toBe("shown");
    }
    // Shown at every size: an override that hides nothing changes nothing.
    const resized = { ...image("resized"), responsive: { phone: { hidden: false } } } as BlockNode;
    expect(lead(page(resized, image("after")))).toBe("resized");
  });
});

const serverPage = (document: PageDocument) => serverPageHtml(document, siteBlocks);

describe("a page's pictures in the server's HTML (no script)", () => {
  it("fetches the first Image's picture at once and first, and a second Image's lazily", () => {
    const html = serverPage(page(image("first"), image("second")));
    const [first, second] = html.querySelectorAll("img.bl-image__picture");
    expect(loadingOf(first)).toEqual(EAGER_FIRST);
    expect(loadingOf(second)).toEqual(LAZY);
  });

  it("leaves an Image after a Hero's picture lazy, and a Hero's picture after an Image", () => {
    const heroFirst = serverPage(page(hero("hero", PHOTO), image("after")));
    expect(loadingOf(heroFirst.querySelector("img.bl-hero__media"))).toEqual(EAGER_FIRST);
    expect(loadingOf(heroFirst.querySelector("img.bl-image__picture"))).toEqual(LAZY);
    const imageFirst = serverPage(page(image("first"), hero("hero", PHOTO)));
    expect(loadingOf(imageFirst.querySelector("img.bl-image__picture"))).toEqual(EAGER_FIRST);
    expect(loadingOf(imageFirst.querySelector("img.bl-hero__media"))).toEqual(LAZY);
  });

  it("fetches a first Gallery's first picture at once, its others lazily", () => {
    const images = [
      { src: PHOTO, alt: "Night one" },
      { src: "/media/p1/u2-crowd.png", alt: "The crowd" },
    ];
    const html = serverPage(page({ id: "gallery", type: "Gallery", props: { images } } as BlockNode, image("after")));
    const pictures = [...html.querySelectorAll("img")].map(loadingOf);
    expect(pictures).toEqual([EAGER_FIRST, LAZY, LAZY]);
  });

  it("asks for nothing first on a page with no picture", () => {
    expect(serverPage(page(text("a"), hero("hero"))).innerHTML).not.toContain("fetchpriority");
  });

  it("hydrates in the browser to the same attributes, with no mismatch", async () => {
    const document = page(text("intro"), image("first"), image("second"));
    const host = serverPage(document);
    const serverHtml = host.innerHTML;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(host, <DocumentView document={document} registry={siteBlocks} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(host.innerHTML).toBe(serverHtml);
  });
});
