// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Library } from "../../../schema/api/library";
import { LibrarySection } from "./LibrarySection";

afterEach(cleanup);

const library: Library = {
  releases: [
    {
      productId: "p1",
      title: "Night Drive",
      artist: "Salt & Static",
      coverImage: null,
      tracks: [
        { id: "t1", title: "One", durationSeconds: 187, url: "/media/private/a/x-one.wav?expires=1&signature=s", fileName: "one.wav" },
        { id: "t2", title: "Two", durationSeconds: null, url: null, fileName: "Two" },
      ],
    },
  ],
};

describe("the fan's library", () => {
  it("lists each release bought, its tracks to play or download as their original files", async () => {
    render(<LibrarySection api={{ library: async () => library }} />);
    const tracks = await screen.findByRole("list", { name: "Tracks of Night Drive" });
    const download = within(tracks).getByRole("link", { name: "Download One" });
    expect(download.getAttribute("href")).toBe(library.releases[0]?.tracks[0]?.url);
    expect(download.getAttribute("download")).toBe("one.wav");
    expect(within(tracks).getByText("3:07")).toBeTruthy();
    expect(within(tracks).getByText("No file yet")).toBeTruthy();
  });

  it("says when there is nothing yet, and when it could not load", async () => {
    render(<LibrarySection api={{ library: async () => ({ releases: [] }) }} />);
    expect(await screen.findByText(/You have not bought any music here yet/)).toBeTruthy();
    cleanup();
    render(<LibrarySection api={{ library: async () => Promise.reject(new Error("The library could not be loaded.")) }} />);
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Your library could not be loaded: /);
  });
});
