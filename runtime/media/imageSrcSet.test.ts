import { describe, expect, it } from "vitest";
import { imageSrcSet, isResizableImage, responsiveImage } from "./imageSrcSet";

describe("imageSrcSet (issue 39: responsive images)", () => {
  it("offers an uploaded photo at every width the server makes, up to the largest asked", () => {
    expect(imageSrcSet("/media/p1/u1-live.jpg")).toBe(
      "/media/p1/u1-live.jpg?w=320 320w, /media/p1/u1-live.jpg?w=640 640w, /media/p1/u1-live.jpg?w=960 960w, " +
        "/media/p1/u1-live.jpg?w=1280 1280w, /media/p1/u1-live.jpg?w=1920 1920w, /media/p1/u1-live.jpg?w=2560 2560w",
    );
    expect(imageSrcSet("/media/p1/u1-cover.PNG", 640)).toBe("/media/p1/u1-cover.PNG?w=320 320w, /media/p1/u1-cover.PNG?w=640 640w");
  });

  it.each([
    ["an address elsewhere", "https://cdn.example.com/a.jpg"],
    ["a GIF, which may move", "/media/p1/u1-dance.gif"],
    ["an SVG, which scales itself", "/media/p1/u1-logo.svg"],
    ["a private file, behind a signed link", "/media/private/p1/f1-secret.jpg"],
    ["a path that is no upload", "/media/cover.jpg"],
    ["a path with a query already", "/media/p1/u1-a.jpg?w=320"],
    ["a video", "/media/p1/u1-clip.mp4"],
    ["nothing", undefined],
  ])("leaves %s as it is", (_what, url) => {
    expect(isResizableImage(url)).toBe(false);
    expect(imageSrcSet(url)).toBeUndefined();
    if (url) expect(responsiveImage(url, "100vw")).toEqual({ src: url });
  });

  it("gives an img a middle size as src, for a browser without srcset", () => {
    expect(responsiveImage("/media/p1/u1-a.webp", "50vw")).toEqual({
      src: "/media/p1/u1-a.webp?w=960",
      srcSet: imageSrcSet("/media/p1/u1-a.webp"),
      sizes: "50vw",
    });
    expect(responsiveImage("/media/p1/u1-a.webp", "64px", 320).src).toBe("/media/p1/u1-a.webp?w=320");
  });
});
