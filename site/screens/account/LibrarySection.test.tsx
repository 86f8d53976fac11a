// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { HTTPError } from "ky";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../client/api/client";
import type { DownloadRequest, DownloadStatus } from "../../../schema/api/downloads";
import type { Library } from "../../../schema/api/library";
import { LibrarySection } from "./LibrarySection";
import { DOWNLOAD_POLL_MS } from "./useDownload";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const library: Library = {
  releases: [
    {
      productId: "p1",
      title: "Night Drive",
      artist: "Salt & Static",
      coverImage: null,
      formats: [
        { id: "mp3-320", label: "MP3 320" },
        { id: "flac", label: "FLAC" },
      ],
      tracks: [
        {
          id: "t1",
          title: "One",
          durationSeconds: 187,
          url: "/media/private/a/x-one.wav.stream.m4a?expires=1&signature=s",
          fileName: "one.wav",
        },
        { id: "t2", title: "Two", durationSeconds: null, url: null, fileName: "Two" },
      ],
    },
  ],
};

/** A server that prepares a download in `steps` answers, recording what it was asked. */
function preparingServer(steps: number) {
  const asked: DownloadRequest[] = [];
  const prepareDownload = async (_productId: string, body: DownloadRequest): Promise<DownloadStatus> => {
    asked.push(body);
    const ready = Math.min(asked.length - 1, steps);
    const done = ready === steps;
    return {
      format: body.format,
      state: done ? "ready" : "preparing",
      ready: done ? 2 : ready,
      total: 2,
      url: done ? "/api/public/downloads/abc.def" : null,
      fileName: body.trackId ? "01 Salt & Static - One.flac" : "Salt & Static - Night Drive (FLAC).zip",
    };
  };
  return { asked, prepareDownload };
}

describe("the fan's library", () => {
  it("lists each release bought, its tracks to play from their streaming copies", async () => {
    render(<LibrarySection api={{ library: async () => library, prepareDownload: preparingServer(0).prepareDownload }} />);
    const tracks = await screen.findByRole("list", { name: "Tracks of Night Drive" });
    expect(within(tracks).getByLabelText("Play One").getAttribute("src")).toBe(library.releases[0]?.tracks[0]?.url);
    expect(within(tracks).getByText("3:07")).toBeTruthy();
    expect(within(tracks).getByText("Being prepared")).toBeTruthy();
  });

  it("prepares the release in the chosen format, says how far it is, and offers the zip once it is made", async () => {
    vi.useFakeTimers();
    const server = preparingServer(2);
    render(<LibrarySection api={{ library: async () => library, prepareDownload: server.prepareDownload }} />);
    await act(async () => {});
    const format = screen.getByLabelText("Format") as HTMLSelectElement;
    expect([...format.options].map((option) => option.textContent)).toEqual(["MP3 320", "FLAC"]);
    fireEvent.change(format, { target: { value: "flac" } });
    fireEvent.click(screen.getByRole("button", { name: "Download all of Night Drive (zip)" }));
    await act(async () => {});
    expect(screen.getByRole("status").textContent).toBe("Preparing Night Drive… 0 of 2 files");
    await act(async () => vi.advanceTimersByTime(DOWNLOAD_POLL_MS));
    expect(screen.getByRole("status").textContent).toBe("Preparing Night Drive… 1 of 2 files");
    await act(async () => vi.advanceTimersByTime(DOWNLOAD_POLL_MS));
    const link = screen.getByRole("link", { name: "Download Salt & Static - Night Drive (FLAC).zip" });
    expect(link.getAttribute("href")).toBe("/api/public/downloads/abc.def");
    expect(document.activeElement).toBe(link);
    expect(server.asked).toEqual([{ format: "flac" }, { format: "flac" }, { format: "flac" }]);
    // Nothing more is asked once it is ready.
    await act(async () => vi.advanceTimersByTime(DOWNLOAD_POLL_MS * 3));
    expect(server.asked).toHaveLength(3);
  });

  it("downloads one track on its own, in the chosen format", async () => {
    const server = preparingServer(0);
    render(<LibrarySection api={{ library: async () => library, prepareDownload: server.prepareDownload }} />);
    fireEvent.click(await screen.findByRole("button", { name: "Download One" }));
    expect(await screen.findByRole("link", { name: "Download 01 Salt & Static - One.flac" })).toBeTruthy();
    expect(server.asked).toEqual([{ format: "mp3-320", trackId: "t1" }]);
  });

  it("says when a download failed, in the server's words", async () => {
    const refused = new Response(
      JSON.stringify({ code: "download_revoked", message: "This purchase was refunded, so its downloads are no longer available." }),
      {
        status: 410,
        headers: { "content-type": "application/json" },
      },
    );
    const prepareDownload = async () => {
      throw new ApiError("This purchase was refunded, so its downloads are no longer available.", 410, {
        cause: new HTTPError(refused, new Request("http://localhost/api/public/library/p1/downloads"), {} as never),
      });
    };
    render(<LibrarySection api={{ library: async () => library, prepareDownload }} />);
    fireEvent.click(await screen.findByRole("button", { name: "Download all of Night Drive (zip)" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This purchase was refunded, so its downloads are no longer available.");
  });

  it("says when there is nothing yet, and when it could not load", async () => {
    const prepareDownload = preparingServer(0).prepareDownload;
    render(<LibrarySection api={{ library: async () => ({ releases: [] }), prepareDownload }} />);
    expect(await screen.findByText(/You have not bought any music here yet/)).toBeTruthy();
    cleanup();
    render(
      <LibrarySection api={{ library: async () => Promise.reject(new Error("The library could not be loaded.")), prepareDownload }} />,
    );
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Your library could not be loaded: /);
  });
});
