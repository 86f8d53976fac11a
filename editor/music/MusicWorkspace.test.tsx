// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReleaseInput } from "../../schema/api/releases";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { audioFile, fakeReleases, fakeUploads, releaseOf, renderMusic } from "./musicTestKit";

afterEach(cleanup);

describe("the studio's Music section", () => {
  it("makes a single from uploaded tracks, put in order, with a price to pay what you want from", async () => {
    const api = fakeReleases();
    const uploads = fakeUploads();
    renderMusic(api, uploads.upload);
    expect(await screen.findByText("No releases yet. Make your first: a single, an album or merch.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "New release" }));
    const form = screen.getByRole("form", { name: "New release" });
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "Night Drive" } });
    fireEvent.change(within(form).getByLabelText("Price ($)"), { target: { value: "1.50" } });
    fireEvent.click(within(form).getByLabelText("Pay what you want (the price is the minimum)"));
    const input = within(form).getByLabelText("Upload tracks (WAV, MP3, FLAC, AAC/M4A, OGG)");
    fireEvent.change(input, {
      target: { files: [audioFile("first-light.wav"), audioFile("bad.wav"), new File(["x"], "notes.txt", { type: "text/plain" })] },
    });
    expect(await within(form).findByText("notes.txt is not a WAV, MP3, FLAC, AAC/M4A or OGG file.")).toBeTruthy();
    expect(within(form).getByText(/Uploading first-light\.wav/)).toBeTruthy();

    // Saving waits for the uploads.
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    expect(await within(form).findByText("Wait for the uploads to finish before saving.")).toBeTruthy();
    expect(api.createRelease).not.toHaveBeenCalled();

    await uploads.finishAll();
    expect(await within(form).findByText("bad.wav: This file is not audio that can be played: it holds no sound.")).toBeTruthy();
    expect((within(form).getByLabelText("Title of track 1") as HTMLInputElement).value).toBe("First Light");
    expect(within(form).getByText("2:05")).toBeTruthy();

    fireEvent.change(input, { target: { files: [audioFile("second.wav")] } });
    await uploads.finishAll();
    await within(form).findByLabelText("Title of track 2");
    fireEvent.click(within(form).getByRole("button", { name: "Move down: First Light" }));
    fireEvent.click(within(form).getByLabelText("Explicit (track 2)"));
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));

    await waitFor(() => expect(api.createRelease).toHaveBeenCalledTimes(1));
    const sent = vi.mocked(api.createRelease).mock.calls[0]?.[1] as ReleaseInput;
    expect(sent).toMatchObject({ title: "Night Drive", artist: "Salt & Static", releaseType: "single", status: "draft" });
    expect(sent.variants[0]).toMatchObject({ price: 1.5, payWhatYouWant: true, isDefault: true });
    expect(sent.variants[0]?.tracks.map((track) => [track.title, track.media[0]?.url, track.hasExplicitContent])).toEqual([
      ["Second", "/media/private/artist/x-second.wav", false],
      ["First Light", "/media/private/artist/x-first-light.wav", true],
    ]);
    const row = (await screen.findByText("Night Drive")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Single · 2 tracks")).toBeTruthy();
    expect(within(row).getByText("Draft")).toBeTruthy();
  });

  it("publishes a draft, finds releases by title and status, and deletes one after asking", async () => {
    const api = fakeReleases([
      releaseOf("a", {
        title: "Alpha",
        artist: "Salt & Static",
        category: "Music",
        releaseType: "album",
        variants: [{ price: 9, tracks: [] }],
      }),
      releaseOf("b", {
        title: "Beta",
        artist: "Salt & Static",
        category: "Merch",
        status: "published",
        variants: [{ price: 20, tracks: [] }],
      }),
    ]);
    renderMusic(api, fakeUploads().upload);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Alpha" }));
    const form = screen.getByRole("form", { name: "Edit Alpha" });
    expect((within(form).getByLabelText("Release type") as HTMLSelectElement).value).toBe("album");
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "published" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    await waitFor(() =>
      expect(api.updateRelease).toHaveBeenCalledWith("artist", "a", expect.objectContaining({ status: "published", version: 1 })),
    );
    // Publishing music offers its announcement at once (issue 37); not now, here.
    const offer = await screen.findByRole("dialog", { name: "Announce “Alpha” by email?" });
    fireEvent.click(within(offer).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Announce “Alpha” by email?" })).toBeNull());
    const alpha = (await screen.findByText("Alpha")).closest("tr") as HTMLElement;
    expect(within(alpha).getByText("Published")).toBeTruthy();
    expect(within(screen.getByText("Beta").closest("tr") as HTMLElement).getByText("Merch")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Find a release"), { target: { value: "bet" } });
    await waitFor(() => expect(screen.queryByText("Alpha")).toBeNull());
    fireEvent.change(screen.getByLabelText("Find a release"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "draft" } });
    expect(await screen.findByText("No release matches.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "" } });

    fireEvent.click(await screen.findByRole("button", { name: "Delete Beta" }));
    await answerConfirm({
      title: "Delete this release?",
      message: 'Delete "Beta"? Its tracks\' files are deleted with it. This cannot be undone.',
      button: "Delete release",
    });
    await waitFor(() => expect(screen.queryByText("Beta")).toBeNull());
  });

  it("says so when a release with orders is archived instead of deleted", async () => {
    const api = fakeReleases([
      releaseOf("s", {
        title: "Sold Out",
        artist: "Salt & Static",
        category: "Music",
        releaseType: "single",
        status: "published",
        variants: [{ price: 1, tracks: [] }],
      }),
    ]);
    renderMusic(api);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Sold Out" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete this release?" })).getByRole("button", { name: "Delete release" }),
    );
    expect(
      await screen.findByText('"Sold Out" has orders, so it was archived instead: fans no longer see it, and its buyers keep it.'),
    ).toBeTruthy();
    expect(within(screen.getByText("Sold Out").closest("tr") as HTMLElement).getByText("Archived")).toBeTruthy();
  });

  it("shows the server's words when it refuses a save, and keeps the form open", async () => {
    const api = fakeReleases();
    vi.mocked(api.createRelease).mockRejectedValueOnce(new Error("A music release is a single or an album: choose its type."));
    renderMusic(api);
    fireEvent.click(await screen.findByRole("button", { name: "New release" }));
    const form = screen.getByRole("form", { name: "New release" });
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "X" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    expect(
      await within(form).findByText("The release was not saved: A music release is a single or an album: choose its type."),
    ).toBeTruthy();
  });
});

describe("bundles and pre-orders in the studio (issue 36, item 5)", () => {
  it("offers the artist's music releases to a merch item, and saves the one its download comes with", async () => {
    const album = releaseOf("album", {
      title: "Glasshouse",
      artist: "Salt & Static",
      category: "Music",
      releaseType: "album",
      variants: [{ price: 9, tracks: [] }],
    });
    const api = fakeReleases([album]);
    renderMusic(api);
    await screen.findByText("Glasshouse");
    fireEvent.click(screen.getByRole("button", { name: "New release" }));
    const form = screen.getByRole("form", { name: "New release" });
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "Tote" } });
    fireEvent.change(within(form).getByLabelText("Category"), { target: { value: "Merch" } });
    const picker = within(form).getByLabelText("Includes the download of");
    await within(picker).findByRole("option", { name: "Glasshouse" });
    fireEvent.change(picker, { target: { value: "album" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    await waitFor(() => expect(api.createRelease).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.createRelease).mock.calls[0]?.[1]).toMatchObject({ category: "Merch", includesProductId: "album" });
  });

  it("dates a music release ahead, as a pre-order, with a track marked 'Instant grat'", async () => {
    const api = fakeReleases();
    const uploads = fakeUploads();
    renderMusic(api, uploads.upload);
    fireEvent.click(await screen.findByRole("button", { name: "New release" }));
    const form = screen.getByRole("form", { name: "New release" });
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "Next Year" } });
    fireEvent.change(within(form).getByLabelText("Release date"), { target: { value: "2099-03-01" } });
    expect(within(form).getByText(/^A pre-order until then/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Upload tracks (WAV, MP3, FLAC, AAC/M4A, OGG)"), {
      target: { files: [audioFile("first.wav")] },
    });
    await uploads.finishAll();
    fireEvent.click(await within(form).findByLabelText("Instant grat (track 1)"));
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    await waitFor(() => expect(api.createRelease).toHaveBeenCalledTimes(1));
    const sent = vi.mocked(api.createRelease).mock.calls[0]?.[1] as ReleaseInput;
    expect(sent.releasedAt).toBe("2099-03-01T00:00:00Z");
    expect(sent.variants[0]?.tracks[0]?.instantGrat).toBe(true);
  });
});
