// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RenderMode } from "../../runtime/blockRegistry";
import { pageWithBlock } from "../../runtime/blockTestKit";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";
import { videoBlock } from ".";

const VIDEO = "/media/p1/u1-live.mov";
const READY = { video: VIDEO, webCopy: `${VIDEO}.web.mp4`, poster: `${VIDEO}.poster.jpg` } as const;

function view(props: StoredPropsOf<"Video">, mode: RenderMode = "view") {
  return <DocumentView document={pageWithBlock("Video", props, "clip")} registry={siteBlocks} mode={mode} />;
}

function html(props: StoredPropsOf<"Video">, mode: RenderMode = "view"): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(view(props, mode));
  return container;
}

const notReady = (props: StoredPropsOf<"Video">) =>
  videoBlock.editing?.notReady?.({ id: "clip", type: "Video", props }, { emailListIds: null, joinableTiers: null }) ?? null;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("Video, uploaded", () => {
  it("plays the web copy, nothing fetched before play, with the poster at the server's size", () => {
    const video = html({ ...READY, title: "Live at the Roundhouse", caption: "Night one" }).querySelector("video");
    expect(video?.getAttribute("src")).toBe(READY.webCopy);
    expect(video?.getAttribute("preload")).toBe("none");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.hasAttribute("autoplay")).toBe(false);
    expect(video?.getAttribute("poster")).toBe(`${READY.poster}?w=1280`);
    expect(video?.getAttribute("aria-label")).toBe("Live at the Roundhouse");
    expect(video?.style.aspectRatio).toBe("16 / 9");
    expect(video?.closest("figure")?.querySelector("figcaption")?.textContent).toBe("Night one");
  });

  it("plays a background clip by itself, muted and looping, without controls when the artist says so", () => {
    const video = html({ ...READY, autoplay: true, controls: false, aspect: "9:16" }).querySelector("video");
    expect(video?.hasAttribute("autoplay")).toBe(true);
    expect(video?.hasAttribute("loop")).toBe(true);
    expect(video?.hasAttribute("playsinline")).toBe(true);
    expect(video?.hasAttribute("controls")).toBe(false);
    expect(video?.style.aspectRatio).toBe("9 / 16");
    // React sets `muted` as a property; the server writes it as an attribute for the first paint.
    expect(renderToString(view({ ...READY, autoplay: true }))).toMatch(/<video[^>]* muted=""/);
  });

  it("shows an image of the artist's as the poster, and an image elsewhere as it is", () => {
    expect(
      html({ ...READY, poster: "/media/p1/u2-still.png" })
        .querySelector("video")
        ?.getAttribute("poster"),
    ).toBe("/media/p1/u2-still.png?w=1280");
    expect(
      html({ ...READY, poster: "https://example.com/still.gif" })
        .querySelector("video")
        ?.getAttribute("poster"),
    ).toBe("https://example.com/still.gif");
  });

  it("is left out for fans until its web copy is ready, and says why in the editor and to Publish", () => {
    expect(html({ video: VIDEO }).querySelector(".bl-video, video")).toBeNull();
    expect(html({}).querySelector(".bl-video, video")).toBeNull();
    expect(html(READY).querySelector(".bl-video video")).not.toBeNull();
    expect(html({ video: VIDEO }, "edit").textContent).toBe("Its web copy is not ready yet: open its settings to see how it is going.");
    expect(notReady({})).toBe("It has no video: choose one from the media library.");
    expect(notReady({ video: VIDEO })).toBe("Its web copy is not ready yet: open its settings to see how it is going.");
    expect(notReady(READY)).toBeNull();
  });
});

describe("Video, from YouTube or Vimeo", () => {
  const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

  it("renders on the server a card with the title and nothing from another site", () => {
    const container = html({ source: "link", url: YOUTUBE, title: "Night Drive (live)" });
    expect(container.querySelector(".bl-embed-title")?.textContent).toBe("Night Drive (live)");
    expect(container.querySelector("iframe, img, script, video")).toBeNull();
    expect(container.innerHTML).not.toMatch(/\ssrc=|url\(/);
  });

  it("loads YouTube's no-cookie player, in the block's shape, only after the click", async () => {
    const container = document.createElement("div");
    const tree = view({ source: "link", url: YOUTUBE, aspect: "4:3", caption: "Filmed in Leeds" });
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector("iframe")).toBeNull();
    act(() => fireEvent.click(screen.getByRole("button", { name: "Load YouTube" })));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(frame?.style.aspectRatio).toBe("4 / 3");
    expect(screen.getByText("Filmed in Leeds")).toBeTruthy();
    act(() => root.unmount());
  });

  it("loads Vimeo's player, asked not to track", async () => {
    const container = document.createElement("div");
    const tree = view({ source: "link", url: "https://vimeo.com/76979871" });
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, tree));
    act(() => fireEvent.click(screen.getByRole("button", { name: "Load Vimeo" })));
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    act(() => root.unmount());
  });

  it("never loads the player on the editor's canvas", () => {
    render(view({ source: "link", url: YOUTUBE }, "edit"));
    const button = screen.queryByRole("button", { name: "Load YouTube" });
    if (button) fireEvent.click(button);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("is left out for fans without a video link, and names the problem", () => {
    expect(html({ source: "link" }).querySelector(".bl-video")).toBeNull();
    expect(notReady({ source: "link" })).toBe("It has no link: paste a YouTube or Vimeo video's link.");
    expect(notReady({ source: "link", url: "https://www.youtube.com/playlist?list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf" })).toMatch(
      /not a YouTube or Vimeo video/,
    );
    expect(notReady({ source: "link", url: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC" })).toMatch(
      /not a YouTube or Vimeo video/,
    );
    expect(videoBlock.editing?.nameOf?.({ id: "clip", type: "Video", props: { source: "link", url: YOUTUBE } })).toBe("YouTube video");
  });
});
