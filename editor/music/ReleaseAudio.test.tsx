// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReleaseInput, TrackInput, TrackProcessing } from "../../schema/api/releases";
import { type AudioStates, audioFile, fakeReleases, fakeUploads, releaseOf, renderMusic } from "./musicTestKit";

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const url = (name: string) => `/media/private/artist/x-${name}.wav`;
const track = (title: string, extra: Partial<TrackInput> = {}): TrackInput => ({
  title,
  media: [{ type: "audio", url: url(title.toLowerCase()), name: `${title}.wav` }],
  ...extra,
});
const album = (tracks: TrackInput[], extra: Partial<ReleaseInput> = {}): ReleaseInput => ({
  title: "Night Drive",
  artist: "Salt & Static",
  category: "Music",
  releaseType: "album",
  variants: [{ price: 9, tracks }],
  ...extra,
});
const state = (name: TrackProcessing["state"], problem: string | null = null): TrackProcessing => ({ state: name, problem });

/** Lets `count` turns of 3 seconds go by, each one acted on before the next (a timer set by an answer then fires too). */
async function waitTurns(count: number) {
  for (let turn = 0; turn < count; turn++) await act(() => vi.advanceTimersByTimeAsync(3000));
}

/** The artist's studio with one release, its masters where `audio` says; the release's form open. */
async function openRelease(input: ReleaseInput, audio: AudioStates, { fakeTimers = false } = {}) {
  const api = fakeReleases([releaseOf("r1", input, 1, audio)], audio);
  renderMusic(api);
  const edit = await screen.findByRole("button", { name: "Edit Night Drive" });
  // From here on time moves only when the test says (the list is loaded already).
  if (fakeTimers) vi.useFakeTimers();
  fireEvent.click(edit);
  return { api, form: screen.getByRole("form", { name: "Edit Night Drive" }) };
}

describe("a release's audio in the studio (issue 32)", () => {
  it("says where each track's audio stands, and Retry queues a failed one again", async () => {
    const audio: AudioStates = new Map([
      [url("one"), state("queued")],
      [url("two"), state("processing")],
      [url("three"), state("ready")],
      [url("four"), state("failed", "FFmpeg could not decode the file")],
    ]);
    const { api, form } = await openRelease(album([track("One"), track("Two"), track("Three"), track("Four")]), audio);
    for (const words of ["Queued", "Processing…", "Ready", "Failed: FFmpeg could not decode the file"]) {
      expect(within(form).getByText(words)).toBeTruthy();
    }
    // Only the failed track has Retry.
    expect(within(form).getAllByRole("button", { name: /^Retry/ })).toHaveLength(1);

    fireEvent.click(within(form).getByRole("button", { name: "Retry track 4" }));
    await waitFor(() => expect(within(form).queryByText("Failed: FFmpeg could not decode the file")).toBeNull());
    expect(api.retryTrackAudio).toHaveBeenCalledWith("artist", url("four"));
    expect(within(form).getAllByText("Queued")).toHaveLength(2);
    expect(within(form).queryByRole("button", { name: /^Retry/ })).toBeNull();
  });

  it("shows the server's words when a retry is refused", async () => {
    const { api, form } = await openRelease(album([track("One")]), new Map([[url("one"), state("failed", "FFmpeg stopped")]]));
    vi.mocked(api.retryTrackAudio).mockRejectedValueOnce(new Error("This track's audio is not waiting for a retry."));
    fireEvent.click(within(form).getByRole("button", { name: "Retry track 1" }));
    expect(await within(form).findByText("Not retried: This track's audio is not waiting for a retry.")).toBeTruthy();
    expect(within(form).getByText("Failed: FFmpeg stopped")).toBeTruthy();
  });

  it("asks where the waited-on audio stands every 3 seconds while a track is being prepared, merging only that", async () => {
    const audio: AudioStates = new Map([[url("one"), state("processing")]]);
    const { api, form } = await openRelease(album([track("One"), track("Two")]), audio, { fakeTimers: true });
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "Night Drive (deluxe)" } });
    fireEvent.change(within(form).getByLabelText("Title of track 1"), { target: { value: "One (edit)" } });

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(api.trackAudioStates).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // Only the track still under way is asked about: a ready one does not move.
    expect(api.trackAudioStates).toHaveBeenCalledExactlyOnceWith("artist", [url("one")]);
    expect(within(form).getByText("Processing…")).toBeTruthy();

    audio.set(url("one"), state("ready"));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(api.trackAudioStates).toHaveBeenLastCalledWith("artist", [url("one")]);
    expect(within(form).queryByText("Processing…")).toBeNull();
    expect(within(form).getAllByText("Ready")).toHaveLength(2);
    // The artist's unsaved edits are still there.
    expect((within(form).getByLabelText("Title") as HTMLInputElement).value).toBe("Night Drive (deluxe)");
    expect((within(form).getByLabelText("Title of track 1") as HTMLInputElement).value).toBe("One (edit)");

    // Everything is ready: no more asking.
    await waitTurns(10);
    expect(api.trackAudioStates).toHaveBeenCalledTimes(2);
  });

  it("stops asking once the release is closed", async () => {
    const { api, form } = await openRelease(album([track("One")]), new Map([[url("one"), state("queued")]]), { fakeTimers: true });
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    await waitTurns(10);
    expect(api.trackAudioStates).not.toHaveBeenCalled();
  });

  it("follows a track uploaded into the open, unsaved release from Queued to Ready, and publishes it only then", async () => {
    const uploaded = "/media/private/artist/x-one.wav";
    const audio: AudioStates = new Map([[uploaded, state("queued")]]);
    const api = fakeReleases([], audio);
    const uploads = fakeUploads();
    renderMusic(api, uploads.upload);
    const create = await screen.findByRole("button", { name: "New release" });
    vi.useFakeTimers();
    fireEvent.click(create);
    const form = screen.getByRole("form", { name: "New release" });
    fireEvent.change(within(form).getByLabelText("Title"), { target: { value: "Night Drive" } });
    fireEvent.change(within(form).getByLabelText("Price ($)"), { target: { value: "1" } });
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "published" } });
    fireEvent.change(within(form).getByLabelText("Upload tracks (WAV, MP3, FLAC, AAC/M4A, OGG)"), {
      target: { files: [audioFile("one.wav")] },
    });
    expect(uploads.upload).toHaveBeenCalledTimes(1);
    await act(async () => {
      const finished = uploads.finishAll();
      await vi.advanceTimersByTimeAsync(0);
      await finished;
    });
    expect((within(form).getByLabelText("Title of track 1") as HTMLInputElement).value).toBe("One");
    // Not asked about yet: queued, as the server left it when it read the file.
    expect(within(form).getByText("Queued")).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(api.trackAudioStates).toHaveBeenCalledExactlyOnceWith("artist", [uploaded]);
    expect(within(form).getByText("Queued")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(
      within(form).getByText('"One" is still being prepared for listening. Publish the release once its audio is ready (a minute or two).'),
    ).toBeTruthy();
    expect(api.createRelease).not.toHaveBeenCalled();

    audio.set(uploaded, state("processing"));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(form).getByText("Processing…")).toBeTruthy();
    audio.set(uploaded, state("ready"));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(form).getByText("Ready")).toBeTruthy();
    await waitTurns(10);
    expect(api.trackAudioStates).toHaveBeenCalledTimes(3);
    // The artist's edits are all still there, and the release is published as it is.
    expect((within(form).getByLabelText("Title") as HTMLInputElement).value).toBe("Night Drive");

    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.createRelease).toHaveBeenCalledTimes(1);
    const sent = vi.mocked(api.createRelease).mock.calls[0]?.[1] as ReleaseInput;
    expect(sent.status).toBe("published");
    expect(sent.variants[0]?.tracks[0]?.media).toEqual([{ type: "audio", url: uploaded, name: "one.wav" }]);
  });

  it("drops an answer to a request sent before a retry", async () => {
    const audio: AudioStates = new Map([
      [url("one"), state("processing")],
      [url("two"), state("failed", "FFmpeg stopped")],
    ]);
    const { api, form } = await openRelease(album([track("One"), track("Two")]), audio, { fakeTimers: true });
    let answer: (value: Awaited<ReturnType<typeof api.trackAudioStates>>) => void = () => {};
    vi.mocked(api.trackAudioStates).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(api.trackAudioStates).toHaveBeenCalledExactlyOnceWith("artist", [url("one")]);

    // Retried while that request is out: its answer (still failed) is older than the retry.
    fireEvent.click(within(form).getByRole("button", { name: "Retry track 2" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(form).getByText("Queued")).toBeTruthy();
    await act(async () => answer({ states: [{ url: url("one"), state: "ready", problem: null }] }));
    expect(within(form).getByText("Processing…")).toBeTruthy();
    expect(within(form).getByText("Queued")).toBeTruthy();

    audio.set(url("one"), state("ready"));
    audio.set(url("two"), state("ready"));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(api.trackAudioStates).toHaveBeenLastCalledWith("artist", [url("one"), url("two")]);
    expect(within(form).getAllByText("Ready")).toHaveLength(2);
  });

  it("asks once about a file the server knows no master of, and no more", async () => {
    const foreign = "/media/private/someone-else/x-one.wav";
    const saved = releaseOf("r1", album([{ title: "One", media: [{ type: "audio", url: foreign, name: "one.wav" }] }]));
    // The server says nothing of its audio.
    const [variant] = saved.variants;
    const release = variant
      ? { ...saved, variants: [{ ...variant, tracks: variant.tracks.map(({ processing: _, ...rest }) => rest) }] }
      : saved;
    const api = fakeReleases([release]);
    renderMusic(api);
    const edit = await screen.findByRole("button", { name: "Edit Night Drive" });
    vi.useFakeTimers();
    fireEvent.click(edit);
    await waitTurns(10);
    expect(api.trackAudioStates).toHaveBeenCalledExactlyOnceWith("artist", [foreign]);
  });

  it("saves what visitors hear of each track and whether loudness is evened out, and shows them again", async () => {
    const { api, form } = await openRelease(album([track("One"), track("Two")]), new Map());
    const hear = within(form).getByLabelText("What visitors hear (track 1)") as HTMLSelectElement;
    expect(hear.value).toBe("full");
    expect([...hear.options].map((option) => option.text)).toEqual(["The whole track", "A preview", "Nothing (buyers only)"]);
    expect(within(form).queryByLabelText("Preview starts at (seconds) (track 1)")).toBeNull();

    fireEvent.change(hear, { target: { value: "preview" } });
    const start = within(form).getByLabelText("Preview starts at (seconds) (track 1)") as HTMLInputElement;
    const length = within(form).getByLabelText("Preview length (seconds) (track 1)") as HTMLInputElement;
    expect([start.value, length.value]).toEqual(["0", "30"]);
    fireEvent.change(start, { target: { value: "15" } });
    fireEvent.change(length, { target: { value: "45" } });
    fireEvent.change(within(form).getByLabelText("What visitors hear (track 2)"), { target: { value: "none" } });
    const loudness = within(form).getByLabelText("Even out loudness (play every track at one level)") as HTMLInputElement;
    expect(loudness.checked).toBe(true);
    fireEvent.click(loudness);
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));

    await waitFor(() => expect(api.updateRelease).toHaveBeenCalledTimes(1));
    const sent = vi.mocked(api.updateRelease).mock.calls[0]?.[2] as ReleaseInput;
    expect(sent.normalizeLoudness).toBe(false);
    expect(
      sent.variants[0]?.tracks.map((sentTrack) => [sentTrack.listen, sentTrack.previewStartSeconds, sentTrack.previewSeconds]),
    ).toEqual([
      ["preview", 15, 45],
      ["none", 0, 30],
    ]);

    fireEvent.click(await screen.findByRole("button", { name: "Edit Night Drive" }));
    const again = screen.getByRole("form", { name: "Edit Night Drive" });
    expect((within(again).getByLabelText("What visitors hear (track 1)") as HTMLSelectElement).value).toBe("preview");
    expect((within(again).getByLabelText("Preview starts at (seconds) (track 1)") as HTMLInputElement).value).toBe("15");
    expect((within(again).getByLabelText("Preview length (seconds) (track 1)") as HTMLInputElement).value).toBe("45");
    expect((within(again).getByLabelText("What visitors hear (track 2)") as HTMLSelectElement).value).toBe("none");
    expect((within(again).getByLabelText("Even out loudness (play every track at one level)") as HTMLInputElement).checked).toBe(false);
  });

  it("names what is wrong with a preview beside its field, and does not save", async () => {
    const { api, form } = await openRelease(album([track("One")]), new Map());
    fireEvent.change(within(form).getByLabelText("What visitors hear (track 1)"), { target: { value: "preview" } });
    const start = within(form).getByLabelText("Preview starts at (seconds) (track 1)");
    const length = within(form).getByLabelText("Preview length (seconds) (track 1)");
    fireEvent.change(start, { target: { value: "90" } });
    fireEvent.change(length, { target: { value: "121" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));

    const startProblem = await within(form).findByText("The track is 1:00 long: start the preview before its end.");
    expect(start.getAttribute("aria-describedby")).toBe(startProblem.id);
    expect(start.getAttribute("aria-invalid")).toBe("true");
    const lengthProblem = within(form).getByText("A preview lasts a whole number of seconds from 5 to 120.");
    expect(length.getAttribute("aria-describedby")).toBe(lengthProblem.id);
    expect(within(form).getByRole("alert").textContent).toBe("A track's preview needs fixing: see the tracks above.");
    expect(api.updateRelease).not.toHaveBeenCalled();

    fireEvent.change(length, { target: { value: "4" } });
    fireEvent.change(start, { target: { value: "" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    expect(await within(form).findByText("Start the preview at a whole number of seconds: 0 for the beginning.")).toBeTruthy();
    expect(within(form).getByText("A preview lasts a whole number of seconds from 5 to 120.")).toBeTruthy();
    expect(api.updateRelease).not.toHaveBeenCalled();
  });

  it("does not send a publish while a track's audio is not ready, saying why in the server's words", async () => {
    const audio: AudioStates = new Map([
      [url("one"), state("ready")],
      [url("two"), state("processing")],
    ]);
    const { api, form } = await openRelease(album([track("One"), track("Two")]), audio);
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "published" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    expect(
      await within(form).findByText(
        '"Two" is still being prepared for listening. Publish the release once its audio is ready (a minute or two).',
      ),
    ).toBeTruthy();
    expect(api.updateRelease).not.toHaveBeenCalled();
  });

  it("names a failed track, and its problem, when a publish is refused here", async () => {
    const { api, form } = await openRelease(album([track("One")]), new Map([[url("one"), state("failed", "FFmpeg stopped")]]));
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "published" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    expect(
      await within(form).findByText(
        '"One" could not be prepared for listening (FFmpeg stopped). Retry it, or upload its file again, before publishing.',
      ),
    ).toBeTruthy();
    expect(api.updateRelease).not.toHaveBeenCalled();
  });

  it("shows the server's words when it refuses a publish the studio thought ready", async () => {
    // Ready when the form opened; failed on the server since.
    const { api, form } = await openRelease(album([track("One")]), new Map([[url("one"), state("ready")]]));
    const refusal = '"One" could not be prepared for listening (FFmpeg stopped). Retry it, or upload its file again, before publishing.';
    vi.mocked(api.updateRelease).mockRejectedValueOnce(new Error(refusal));
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "published" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save release" }));
    expect(await within(form).findByText(`The release was not saved: ${refusal}`)).toBeTruthy();
    expect(api.updateRelease).toHaveBeenCalledTimes(1);
  });
});
