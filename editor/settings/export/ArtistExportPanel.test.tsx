// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../client/api/client";
import type { ArtistExportSummary } from "../../../schema/api/artistExports";
import type { ArtistExportsApi } from "../../api/artistExportsApi";
import { ArtistExportPanel } from "./ArtistExportPanel";
import { sizeInWords } from "./exportWords";

const sectionProps = {
  profile: { id: "artist", name: "Salt & Static" } as never,
  editor: { id: "own", email: "owner@example.com", name: "Ola", role: "owner", profileId: "artist" } as never,
  logOut: () => {},
  setBeforeLeave: () => {},
};

afterEach(cleanup);

const ready: ArtistExportSummary = {
  id: "axp1",
  status: "ready",
  step: "",
  done: 40,
  total: 40,
  bytes: 1_400_000,
  requestedBy: "Ola <owner@example.com>",
  createdAt: "2026-11-30T12:00:00.000Z",
  finishedAt: "2026-11-30T12:00:09.000Z",
  expiresAt: "2026-12-07T12:00:09.000Z",
  expired: false,
  problem: null,
};

/** The export as the job makes it: the list's answers, one a poll, until the test finishes it. */
const progress: ArtistExportSummary[] = [
  { ...ready, status: "queued", done: 0, total: 0, bytes: null, finishedAt: null, expiresAt: null },
  { ...ready, status: "running", step: "media", done: 12, total: 40, bytes: null, finishedAt: null, expiresAt: null },
];

function fakeApi(earlier: ArtistExportSummary[] = []) {
  let polls = -1;
  let finished = false;
  const api = {
    startExport: vi.fn(async () => {
      polls = 0;
      return progress[0] as ArtistExportSummary;
    }),
    listExports: vi.fn(async () => {
      if (polls < 0) return earlier;
      return [finished ? ready : (progress[Math.min(polls++, progress.length - 1)] as ArtistExportSummary), ...earlier];
    }),
    exportLink: vi.fn(async () => ({ url: "/api/public/artist-exports/grant.signature", expiresAt: "2026-12-01T13:00:00.000Z" })),
  } satisfies ArtistExportsApi;
  return Object.assign(api, { finish: () => (finished = true) });
}

describe("ArtistExportPanel", () => {
  it("starts an export, shows what it is adding and how far it is, then offers its download with when it expires", async () => {
    const api = fakeApi();
    // The browser's own download of the link: the page never holds the zip.
    const followed: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.getAttribute("href") ?? "", download: this.download });
    });
    render(<ArtistExportPanel {...sectionProps} api={api} pollMs={5} />);
    expect(await screen.findByText("No exports yet.")).toBeTruthy();
    expect(screen.getByText(/can be downloaded for 7 days/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Export everything" }));
    const status = await screen.findByText(/^Adding media files and masters… 12 of 40 files/);
    expect(status.closest("[role=status]")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export everything" }).hasAttribute("disabled")).toBe(true);
    expect((screen.getByLabelText("Export progress: 12 of 40 files") as HTMLProgressElement).value).toBe(12);

    api.finish();
    const table = await screen.findByRole("table", { name: "Exports" });
    await waitFor(() => expect(screen.queryByText(/^Adding/)).toBeNull());
    expect(within(table).getByText(/^1\.4 MB, can be downloaded until Dec 7, 2026/)).toBeTruthy();
    expect(within(table).getByText("Ola <owner@example.com>")).toBeTruthy();
    const polled = api.listExports.mock.calls.length;

    fireEvent.click(within(table).getByRole("button", { name: /^Download the export of / }));
    await waitFor(() => expect(followed).toEqual([{ href: "/api/public/artist-exports/grant.signature", download: "" }]));
    expect(api.exportLink).toHaveBeenCalledWith("artist", "axp1");
    click.mockRestore();
    // Finished: no more polling.
    expect(api.listExports.mock.calls.length).toBe(polled);
  });

  it("lists expired and failed exports without a download, and says why an export did not start", async () => {
    const api = fakeApi([
      { ...ready, id: "old", expired: true },
      { ...ready, id: "bad", status: "failed", bytes: null, expiresAt: null, problem: "The export could not be made: the disk is full" },
    ]);
    api.startExport.mockRejectedValueOnce(
      new ApiError("An export is being made: wait for it to finish, then download it.", 409, { code: "artist_export_busy" }),
    );
    render(<ArtistExportPanel {...sectionProps} api={api} />);
    const table = await screen.findByRole("table", { name: "Exports" });
    expect(within(table).getByText(/^Expired Dec 7, 2026/)).toBeTruthy();
    expect(within(table).getByText("The export could not be made: the disk is full")).toBeTruthy();
    expect(within(table).queryByRole("button")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Export everything" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The export did not start: An export is being made: wait for it to finish, then download it.",
    );
  });

  it("names sizes as people read them", () => {
    expect(sizeInWords(800)).toBe("800 bytes");
    expect(sizeInWords(820_000)).toBe("820 KB");
    expect(sizeInWords(1_400_000_000)).toBe("1.4 GB");
  });
});
