// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PanelHost } from "../settings/panelTestKit";
import type { VideoWebCopies, VideoWebCopy } from "../settings/types";
import { WEB_COPY_POLL_MS } from "./useWebCopy";
import VideoSettings from "./VideoSettings";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const VIDEO = "/media/p1/u1-live.mov";
const copyOf = (state: VideoWebCopy["state"], problem: string | null = null): VideoWebCopy =>
  state === "ready"
    ? { state, problem: null, webCopy: `${VIDEO}.web.mp4`, poster: `${VIDEO}.poster.jpg` }
    : { state, problem, webCopy: null, poster: null };

/** A server whose answers the test gives, one after another; the last is repeated. */
function server(...answers: VideoWebCopy[]): VideoWebCopies & { request: ReturnType<typeof vi.fn>; status: ReturnType<typeof vi.fn> } {
  let next = 0;
  const answer = () => Promise.resolve(answers[Math.min(next++, answers.length - 1)] as VideoWebCopy);
  return { request: vi.fn(answer), status: vi.fn(answer) };
}

function renderPanel(props: Record<string, unknown>, videoWebCopies: VideoWebCopies = server(copyOf("queued"))) {
  const onChange = vi.fn();
  const pickMedia = vi.fn(() => Promise.resolve<string | null>(VIDEO));
  render(<PanelHost Panel={VideoSettings} node={{ id: "clip", type: "Video", props }} options={{ onChange, pickMedia, videoWebCopies }} />);
  return { onChange, pickMedia };
}

describe("VideoSettings: an upload", () => {
  it("picks a video from the media library and asks for its web copy", async () => {
    const copies = server(copyOf("queued"));
    const { onChange, pickMedia } = renderPanel({}, copies);
    expect(copies.request).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Choose video" })));
    expect(pickMedia).toHaveBeenCalledWith("video");
    expect(onChange).toHaveBeenLastCalledWith({ video: VIDEO, webCopy: undefined }, { key: "video", kind: "choice" });
    expect(copies.request).toHaveBeenCalledWith(VIDEO, false);
    expect(screen.getByRole("status").textContent).toBe("Preparing the web copy…");
  });

  it("follows the copy as it is made, then plays it with the frame the server took", async () => {
    vi.useFakeTimers();
    const copies = server(copyOf("queued"), copyOf("processing"), copyOf("ready"));
    const { onChange } = renderPanel({ video: VIDEO }, copies);
    await act(async () => {});
    expect(screen.getByRole("status").textContent).toBe("Preparing the web copy…");
    await act(async () => vi.advanceTimersByTime(WEB_COPY_POLL_MS));
    expect(copies.status).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(WEB_COPY_POLL_MS));
    expect(screen.getByRole("status").textContent).toBe("The web copy is ready: fans see this video once the page is published.");
    expect(onChange).toHaveBeenCalledWith(
      { webCopy: `${VIDEO}.web.mp4`, poster: `${VIDEO}.poster.jpg` },
      { key: "webCopy", kind: "choice" },
    );
    // Ready: nothing more is asked.
    await act(async () => vi.advanceTimersByTime(WEB_COPY_POLL_MS * 5));
    expect(copies.status).toHaveBeenCalledTimes(2);
  });

  it("keeps a poster the artist chose when the copy is ready", async () => {
    const { onChange } = renderPanel({ video: VIDEO, poster: "/media/p1/u2-still.png" }, server(copyOf("ready")));
    await act(async () => {});
    expect(onChange).toHaveBeenCalledWith({ webCopy: `${VIDEO}.web.mp4` }, { key: "webCopy", kind: "choice" });
  });

  it("says why a copy failed, and tries again when asked", async () => {
    const problem = "This file is not a video the server can read (damaged, cut short, or not a video at all).";
    const copies = server(copyOf("failed", problem), copyOf("queued"));
    renderPanel({ video: VIDEO }, copies);
    await act(async () => {});
    expect(screen.getByRole("status").textContent).toBe(`The web copy could not be made: ${problem}`);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(copies.request).toHaveBeenLastCalledWith(VIDEO, true);
    expect(screen.getByRole("status").textContent).toBe("Preparing the web copy…");
  });

  it("sets autoplay, controls, title, caption and shape", () => {
    const { onChange } = renderPanel({ video: VIDEO });
    fireEvent.click(screen.getByRole("checkbox", { name: "Play by itself" }));
    expect(onChange).toHaveBeenLastCalledWith({ autoplay: true }, { key: "autoplay", kind: "choice" });
    fireEvent.click(screen.getByRole("checkbox", { name: "Show controls" }));
    expect(onChange).toHaveBeenLastCalledWith({ controls: false }, { key: "controls", kind: "choice" });
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Live" } });
    expect(onChange).toHaveBeenLastCalledWith({ title: "Live" }, { key: "title", kind: "text" });
    fireEvent.change(screen.getByLabelText("Caption"), { target: { value: "Night one" } });
    expect(onChange).toHaveBeenLastCalledWith({ caption: "Night one" }, { key: "caption", kind: "text" });
    fireEvent.change(screen.getByLabelText("Shape"), { target: { value: "3" } });
    expect(onChange).toHaveBeenLastCalledWith({ aspect: "9:16" }, { key: "aspect", kind: "choice" });
  });
});

describe("VideoSettings: a link", () => {
  it("reads a YouTube or Vimeo link as it is typed, and stores the address it stands for", () => {
    const copies = server(copyOf("queued"));
    const { onChange } = renderPanel({ source: "link" }, copies);
    expect(screen.queryByRole("button", { name: "Choose video" })).toBeNull();
    const field = screen.getByLabelText("YouTube or Vimeo link");
    fireEvent.change(field, { target: { value: "http://vimeo.com/76979871" } });
    expect(onChange).toHaveBeenLastCalledWith({ url: "https://vimeo.com/76979871" }, { key: "url", kind: "text" });
    expect(screen.getByText("A Vimeo video: fans load the player with a click.")).toBeTruthy();
    fireEvent.change(field, { target: { value: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC" } });
    expect(screen.getByText(/not a YouTube or Vimeo video/)).toBeTruthy();
    expect(copies.request).not.toHaveBeenCalled();
  });

  it("switches between an upload and a link", () => {
    const { onChange } = renderPanel({});
    fireEvent.click(screen.getByRole("radio", { name: "YouTube or Vimeo" }));
    expect(onChange).toHaveBeenLastCalledWith({ source: "link" }, { key: "source", kind: "choice" });
    expect(screen.getByLabelText("YouTube or Vimeo link")).toBeTruthy();
  });
});
