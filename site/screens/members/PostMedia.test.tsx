// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Post } from "../../../schema/entities/posts";
import { NO_PLAYER, PlayerContext, type PlayerControls } from "../../app/player";
import { post } from "./membersTestKit";
import { mediaUrl, PostMedia, postTrack } from "./PostMedia";

afterEach(cleanup);

const audioPost: Post = post("p-audio", {
  type: "audio",
  media: [
    { id: "cover", type: "image", url: "/media/cover.jpg", name: "cover.jpg", alt: "The band in the van" },
    { id: "memo", type: "audio", url: "/media/memo.wav", name: "demo-audio-post-memo.wav", title: "Satellite Heart (voice memo)" },
  ],
});

function player(overrides: Partial<PlayerControls> = {}): PlayerControls {
  return { available: true, currentTrackId: null, playing: false, playQueue: vi.fn(), toggle: vi.fn(), ...overrides };
}

function renderMedia(item: Post, controls: PlayerControls = NO_PLAYER) {
  return render(
    <PlayerContext.Provider value={controls}>
      <PostMedia post={item} artist="The Lantern Coast" />
    </PlayerContext.Provider>,
  );
}

describe("a post's media", () => {
  it("plays audio through the site's player, with the post's audio as the track", () => {
    const controls = player();
    renderMedia(audioPost, controls);
    fireEvent.click(screen.getByRole("button", { name: "Play Satellite Heart (voice memo)" }));
    expect(controls.playQueue).toHaveBeenCalledWith(
      [
        {
          id: "memo",
          title: "Satellite Heart (voice memo)",
          url: "/media/memo.wav",
          artist: "The Lantern Coast",
          coverImage: "/media/cover.jpg",
        },
      ],
      0,
    );
    expect(document.querySelector("audio")).toBeNull();
  });

  it("pauses and resumes the post's track when it is the one playing", () => {
    const controls = player({ currentTrackId: "memo", playing: true });
    renderMedia(audioPost, controls);
    fireEvent.click(screen.getByRole("button", { name: "Pause Satellite Heart (voice memo)" }));
    expect(controls.toggle).toHaveBeenCalledTimes(1);
    expect(controls.playQueue).not.toHaveBeenCalled();
  });

  it("falls back to the browser's audio controls without a player", () => {
    renderMedia(audioPost);
    const audio = document.querySelector("audio");
    expect(audio?.hasAttribute("controls")).toBe(true);
    expect(audio?.getAttribute("src")).toBe("/media/memo.wav");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows images scaled and loaded lazily, video with its controls, documents as links", () => {
    renderMedia(
      post("p-mixed", {
        media: [
          { id: "i", type: "image", url: "https://cdn.example.com/a.jpg", name: "IMG_2041.jpg", alt: "A photo" },
          { id: "v", type: "video", url: "/media/clip.mp4", name: "clip-final-v2.mp4", title: "Clip" },
          { id: "d", type: "document", url: "/media/tour.pdf", name: "tour-2026.pdf", title: "Tour dates" },
        ],
      }),
    );
    const image = screen.getByRole("img", { name: "A photo" });
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.className).toBe("post-media__image");
    const video = document.querySelector("video");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.getAttribute("src")).toBe("/media/clip.mp4");
    expect(video?.getAttribute("aria-label")).toBe("Clip");
    const link = screen.getByRole("link", { name: "Tour dates" });
    expect(link.getAttribute("href")).toBe("/media/tour.pdf");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("never shows fans a file's name: a media without a title or alt text reads by its kind", () => {
    renderMedia(
      post("p-untitled", {
        media: [
          { id: "i", type: "image", url: "/media/x.jpg", name: "demo-image-post-x.svg" },
          { id: "a", type: "audio", url: "/media/x.wav", name: "demo-audio-post-studio-diary-3.wav" },
          { id: "d", type: "document", url: "/media/x.pdf", name: "x-final.pdf" },
        ],
      }),
    );
    expect(document.body.innerHTML).not.toMatch(/demo-|x-final/);
    expect(document.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(screen.getByRole("link", { name: "Document" })).toBeTruthy();
    expect(document.querySelector("audio")?.getAttribute("aria-label")).toBe("Audio");
  });

  it("shows nothing for an address that is not http(s) or on this site", () => {
    expect(mediaUrl("javascript:alert(1)")).toBeNull();
    expect(mediaUrl("mailto:a@b.c")).toBeNull();
    expect(mediaUrl("/media/ok.jpg")).toBe("/media/ok.jpg");
    renderMedia(post("p-bad", { media: [{ id: "x", type: "document", url: "javascript:alert(1)", name: "Evil" }] }));
    expect(screen.queryByRole("link")).toBeNull();
    expect(postTrack(audioPost, { id: "x", type: "audio", url: "java\nscript:alert(1)", name: "x" }, "")).toBeNull();
  });
});
