// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RenderMode } from "../../runtime/blockRegistry";
import { pageWithBlock } from "../../runtime/blockTestKit";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import type { PageDocument, StoredPropsOf } from "../../schema/page";
import { siteBlocks } from "../registry";

const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";

function page(props: StoredPropsOf<"Embed">): PageDocument {
  return pageWithBlock("Embed", props, "player");
}

function view(props: StoredPropsOf<"Embed">, mode: RenderMode = "view") {
  return <DocumentView document={page(props)} registry={siteBlocks} mode={mode} />;
}

/** The block's server HTML in the document, hydrated as a fan's browser does. */
async function hydrated(props: StoredPropsOf<"Embed">) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(view(props));
  const serverHtml = container.innerHTML;
  document.body.append(container);
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, "error");
  const root = await act(async () => hydrateRoot(container, view(props), { onRecoverableError: recoverable }));
  return { container, serverHtml, recoverable, consoleError, root };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("Embed before the click", () => {
  it("renders on the server a card naming the service and the title, and nothing from another site", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(view({ url: SPOTIFY, title: "Night Drive" }));
    expect(container.querySelector(".bl-embed-service")?.textContent).toBe("Spotify");
    expect(container.querySelector(".bl-embed-title")?.textContent).toBe("Night Drive");
    expect(container.querySelector(".bl-embed-notice")?.textContent).toContain("connects to Spotify (open.spotify.com)");
    // Without script the button could not work, so the server leaves it out; the link to the track still works.
    expect(container.querySelector("button")).toBeNull();
    expect(container.querySelector("a")?.getAttribute("href")).toBe(SPOTIFY);
    expect(container.querySelector("iframe, img, script, link, video, audio, object, embed")).toBeNull();
    expect(container.innerHTML).not.toMatch(/\ssrc=|url\(/);
  });

  it("names what is played when no title is given", () => {
    render(view({ url: "https://www.youtube.com/shorts/dQw4w9WgXcQ" }));
    expect(screen.getByText("Short on YouTube")).toBeTruthy();
  });

  it("keeps the player's room, so loading it moves nothing below", () => {
    const { container } = render(view({ url: SPOTIFY, size: "compact" }));
    expect(container.querySelector<HTMLElement>(".bl-embed-card")?.style.minHeight).toBe("152px");
    cleanup();
    const video = render(view({ url: "https://youtu.be/dQw4w9WgXcQ" })).container;
    expect(video.querySelector<HTMLElement>(".bl-embed-card")?.style.aspectRatio).toBe("16 / 9");
  });

  it("hydrates without a mismatch, then offers the button", async () => {
    const { container, serverHtml, recoverable, consoleError, root } = await hydrated({ url: SPOTIFY, title: "Night Drive" });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(serverHtml).not.toContain("<button");
    expect(screen.getByRole("button", { name: "Load Spotify" }).hasAttribute("data-after-hydration")).toBe(true);
    for (const added of container.querySelectorAll("[data-after-hydration]")) added.remove();
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector("iframe")).toBeNull();
    act(() => root.unmount());
  });
});

describe("Embed after the click", () => {
  it("puts the service's player in the card's place, named, limited and focused", async () => {
    const { container, root } = await hydrated({ url: SPOTIFY, title: "Night Drive", size: "compact" });
    const button = screen.getByRole("button", { name: "Load Spotify" });
    expect(
      button
        .getAttribute("aria-describedby")
        ?.split(" ")
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(["Night Drive", expect.stringContaining("connects to Spotify")]);
    act(() => fireEvent.click(button));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC");
    expect(frame?.getAttribute("title")).toBe("Night Drive (Spotify player)");
    expect(frame?.getAttribute("allow")).toBe("autoplay; encrypted-media");
    expect(frame?.getAttribute("referrerpolicy")).toBe("strict-origin-when-cross-origin");
    expect(frame?.getAttribute("loading")).toBe("eager");
    expect(frame?.hasAttribute("allowfullscreen")).toBe(false);
    expect(frame?.style.height).toBe("152px");
    expect(document.activeElement).toBe(frame);
    expect(container.querySelector("figcaption")?.textContent).toBe("Night Drive");
    expect(container.querySelector("button")).toBeNull();
    act(() => root.unmount());
  });

  it("loads a video full screen-able, 16:9, and titled by what it is when untitled", async () => {
    const { container, root } = await hydrated({ url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" });
    act(() => fireEvent.click(screen.getByRole("button", { name: "Load YouTube" })));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(frame?.getAttribute("title")).toBe("Video on YouTube (YouTube player)");
    expect(frame?.getAttribute("allow")).toBe("autoplay; encrypted-media; fullscreen; picture-in-picture");
    expect(frame?.hasAttribute("allowfullscreen")).toBe(true);
    expect(frame?.style.aspectRatio).toBe("16 / 9");
    expect(container.querySelector("figcaption")).toBeNull();
    act(() => root.unmount());
  });

  it("loads one block's player only", async () => {
    const container = document.createElement("div");
    const twoPlayers: PageDocument = {
      ...page({}),
      root: {
        id: "root",
        type: "Container",
        props: {},
        children: [
          { id: "a", type: "Embed", props: { url: SPOTIFY } },
          { id: "b", type: "Embed", props: { url: "https://soundcloud.com/forss/flickermood" } },
        ],
      },
    };
    const tree = <DocumentView document={twoPlayers} registry={siteBlocks} />;
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, tree));
    act(() => fireEvent.click(screen.getByRole("button", { name: "Load SoundCloud" })));
    const frames = container.querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute("src")).toBe(
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood&visual=true&show_comments=false&hide_related=true",
    );
    expect(screen.getByRole("button", { name: "Load Spotify" })).toBeTruthy();
    act(() => root.unmount());
  });
});

describe("Embed in the editor and unready", () => {
  it("shows the card on the canvas and never loads the player there", () => {
    const { container } = render(view({ url: SPOTIFY }, "edit"));
    fireEvent.click(screen.getByRole("button", { name: "Load Spotify" }));
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("is left out of the site without a playable address, and says why on the canvas and at Publish", () => {
    const bandcampPage = "https://artist.bandcamp.com/album/night-drive";
    expect(render(view({ url: "" })).container.querySelector(".bl-embed")).toBeNull();
    cleanup();
    render(view({ url: "" }, "edit"));
    expect(screen.getByText(/Paste a Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo link/)).toBeTruthy();
    cleanup();
    render(view({ url: bandcampPage }, "edit"));
    expect(screen.getByText(/Share \/ Embed/)).toBeTruthy();
    const notReady = (url?: string) =>
      siteBlocks.Embed.editing?.notReady?.(
        { id: "e", type: "Embed", props: url === undefined ? {} : { url } },
        { emailListIds: null, joinableTiers: null },
      );
    expect(notReady()).toBe("It has no link: paste a Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo link.");
    expect(notReady(bandcampPage)).toMatch(/album's or track's number/);
    expect(notReady(SPOTIFY)).toBeNull();
  });

  it("is named in the layers by its service once its link plays", () => {
    const nameOf = (url: string) => siteBlocks.Embed.editing?.nameOf?.({ id: "e", type: "Embed", props: { url } });
    expect(nameOf(SPOTIFY)).toBe("Spotify embed");
    expect(nameOf("https://music.apple.com/us/album/x/1")).toBe("Apple Music embed");
    expect(nameOf("")).toBeUndefined();
  });

  it("sets its margins", () => {
    const { container } = render(view({ url: SPOTIFY, margins: [0, 0, 24, 0] }));
    expect(container.querySelector<HTMLElement>(".bl-embed")?.style.margin).toBe("0px 0px 24px");
  });
});
