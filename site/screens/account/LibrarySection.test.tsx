// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../client/api/client";
import { HTTPError } from "../../../client/api/http";
import type { DownloadRequest, DownloadStatus } from "../../../schema/api/downloads";
import type { Library } from "../../../schema/api/library";
import { PlayerContext, type PlayerControls } from "../../app/player";
import { type LibraryApi, LibrarySection } from "./LibrarySection";
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
      coverImage: "/media/private/a/cover.jpg?expires=1&signature=c",
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

function player(overrides: Partial<PlayerControls> = {}): PlayerControls {
  return { available: true, currentTrackId: null, playing: false, playQueue: vi.fn(), toggle: vi.fn(), ...overrides };
}

/** The library inside the site's player (a fake, as the music screens' tests give). */
function renderWithPlayer(controls: PlayerControls, api: LibraryApi) {
  return render(
    <PlayerContext.Provider value={controls}>
      <LibrarySection api={api} />
    </PlayerContext.Provider>,
  );
}

describe("the fan's library", () => {
  it("shows each release bought as a card with its cover, and its tracks", async () => {
    renderWithPlayer(player(), { library: async () => library, prepareDownload: preparingServer(0).prepareDownload });
    const cover = await screen.findByRole("img", { name: "Cover of Night Drive" });
    expect(cover.getAttribute("src")).toBe("/media/private/a/cover.jpg?expires=1&signature=c");
    expect(cover.closest(".account-library__release")).toBeTruthy();
    const tracks = screen.getByRole("list", { name: "Tracks of Night Drive" });
    expect(within(tracks).getByText("3:07")).toBeTruthy();
    expect(within(tracks).getByText("Being prepared")).toBeTruthy();
    // A track still being prepared has nothing to play.
    expect(within(tracks).queryByRole("button", { name: "Play Two" })).toBeNull();
  });

  it("says a pre-order is pre-ordered, with its date; its locked tracks wait for it, and no zip is offered (issue 36)", async () => {
    const [release] = library.releases;
    const preOrdered: Library = {
      releases: [
        {
          ...(release as Library["releases"][number]),
          preOrderDate: "2027-03-01T00:00:00.000Z",
          tracks: [
            { id: "t1", title: "One", durationSeconds: 187, url: "/media/private/a/x-one.wav.stream.m4a", fileName: "one.wav" },
            { id: "t2", title: "Two", durationSeconds: 100, url: null, fileName: "two.wav", locked: true },
          ],
        },
      ],
    };
    renderWithPlayer(player(), { library: async () => preOrdered, prepareDownload: preparingServer(0).prepareDownload });
    expect(await screen.findByText("Pre-ordered: out March 1, 2027")).toBeTruthy();
    const tracks = screen.getByRole("list", { name: "Tracks of Night Drive" });
    expect(within(tracks).getByText("Out on the release date")).toBeTruthy();
    expect(within(tracks).getByRole("button", { name: "Download One" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /\(zip\)$/ })).toBeNull();
  });

  it("plays a track in the site's player, never the browser's audio controls", async () => {
    const controls = player();
    renderWithPlayer(controls, { library: async () => library, prepareDownload: preparingServer(0).prepareDownload });
    fireEvent.click(await screen.findByRole("button", { name: "Play One" }));
    expect(controls.playQueue).toHaveBeenCalledWith(
      [
        {
          id: "t1",
          title: "One",
          url: "/api/public/tracks/t1/stream",
          productId: "p1",
          artist: "Salt & Static",
          coverImage: "/media/private/a/cover.jpg?expires=1&signature=c",
        },
      ],
      0,
    );
    expect(document.querySelector("audio")).toBeNull();
  });

  it("pauses the track that is playing, and waits for the player before it offers play", async () => {
    const controls = player({ currentTrackId: "t1", playing: true });
    renderWithPlayer(controls, { library: async () => library, prepareDownload: preparingServer(0).prepareDownload });
    fireEvent.click(await screen.findByRole("button", { name: "Pause One" }));
    expect(controls.toggle).toHaveBeenCalledTimes(1);
    expect(controls.playQueue).not.toHaveBeenCalled();
    cleanup();
    render(<LibrarySection api={{ library: async () => library, prepareDownload: preparingServer(0).prepareDownload }} />);
    expect(((await screen.findByRole("button", { name: "Play One" })) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a plain square where a release has no cover", async () => {
    const bare: Library = { releases: library.releases.map((release) => ({ ...release, coverImage: null })) };
    render(<LibrarySection api={{ library: async () => bare, prepareDownload: preparingServer(0).prepareDownload }} />);
    await screen.findByRole("list", { name: "Tracks of Night Drive" });
    expect(screen.queryByRole("img")).toBeNull();
    expect(document.querySelector(".account-library__cover--none")).toBeTruthy();
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
        cause: new HTTPError(refused, new Request("http://localhost/api/public/library/p1/downloads")),
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
    // A download card's code is redeemed from here too (issue 36, item 6).
    expect(screen.getByRole("link", { name: "Redeem a download code" }).getAttribute("href")).toBe("/redeem");
    cleanup();
    render(
      <LibrarySection api={{ library: async () => Promise.reject(new Error("The library could not be loaded.")), prepareDownload }} />,
    );
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Your library could not be loaded: /);
  });
});
