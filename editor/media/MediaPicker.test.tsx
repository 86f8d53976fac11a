// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../client/api/client";
import type { MediaItem, MediaType } from "../../schema/entities/media";
import { UPLOAD_FAILED } from "../../schema/errors";
import { studioApi, uploadFile } from "../api/studioApi";
import { renderInStudio } from "../canvas/canvasTestKit";
import { panelsCss } from "../styles/panels.css";
import { MediaPicker, useMediaPicker } from "./MediaPicker";

vi.mock("../api/studioApi", () => ({
  studioApi: { listMedia: vi.fn(), presign: vi.fn(), createMedia: vi.fn(), updateMedia: vi.fn() },
  uploadFile: vi.fn(),
}));

const listMedia = vi.mocked(studioApi.listMedia);
const presign = vi.mocked(studioApi.presign);
const createMedia = vi.mocked(studioApi.createMedia);
const updateMedia = vi.mocked(studioApi.updateMedia);
const sendFile = vi.mocked(uploadFile);

const item = (id: string, type: MediaType = "image"): MediaItem => ({
  id,
  url: `/media/p1/${id}.${type === "image" ? "png" : "mp4"}`,
  name: `${id}.${type === "image" ? "png" : "mp4"}`,
  size: 100,
  parent: "website",
  type,
});
const IMAGES = [item("sunset"), item("crowd"), { ...item("poster"), alt: "The tour poster" }];

/** A promise the test settles. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  listMedia.mockReset().mockImplementation(async (_profileId, type) => (type === "image" ? IMAGES : [item("loop", "video")]));
  presign.mockReset().mockResolvedValue({ presignedUrl: "/uploads/u1?signature=s", remoteUrl: "/media/p1/new.png" });
  sendFile.mockReset().mockResolvedValue();
  createMedia.mockReset().mockImplementation(async (_profileId, created) => ({ ...created, id: "new", parent: "website" }));
});
afterEach(cleanup);

function renderPicker(type: MediaType = "image") {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  const result = renderInStudio(<MediaPicker open type={type} onClose={onClose} onSelect={onSelect} />);
  return { ...result, onSelect, onClose };
}

const dialog = () => screen.getByRole("dialog");
const tile = (name: string) => within(dialog()).getByRole("button", { name });
const pressed = () =>
  within(dialog())
    .queryAllByRole("button", { pressed: true })
    .map((button) => button.textContent);
const selectButton = (noun = "image") => within(dialog()).getByRole("button", { name: `Select ${noun}` }) as HTMLButtonElement;
const fileInput = (noun = "image") => within(dialog()).getByLabelText(`Upload ${noun} file`) as HTMLInputElement;
const pick = (file: File, noun = "image") => fireEvent.change(fileInput(noun), { target: { files: [file] } });
const png = (name = "new.png") => new File(["png"], name, { type: "image/png" });

describe("MediaPicker", () => {
  it("lists the profile's images in a grid of 3 columns", async () => {
    renderPicker();
    expect(screen.getByRole("dialog", { name: "Choose an image" })).toBe(dialog());
    expect(within(dialog()).getByText("Loading media…")).toBeTruthy();
    const grid = await within(dialog()).findByRole("list", { name: "Images" });
    expect(listMedia).toHaveBeenCalledExactlyOnceWith("p1", "image");
    expect(
      within(grid)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["sunset.png", "crowd.png", "poster.png"]);
    expect(grid.querySelector("img")?.getAttribute("src")).toBe("/media/p1/sunset.png");
    // The studio's style sheet lays the grid out.
    const style = document.createElement("style");
    style.textContent = panelsCss;
    document.head.append(style);
    try {
      expect(getComputedStyle(grid).gridTemplateColumns).toBe("repeat(3, minmax(0, 1fr))");
    } finally {
      style.remove();
    }
  });

  it("lists videos for a video, and takes MP4 files only", async () => {
    renderPicker("video");
    expect(screen.getByRole("dialog", { name: "Choose a video" })).toBeTruthy();
    const grid = await within(dialog()).findByRole("list", { name: "Videos" });
    expect(listMedia).toHaveBeenCalledExactlyOnceWith("p1", "video");
    expect(grid.querySelector("video")?.getAttribute("src")).toBe("/media/p1/loop.mp4");
    expect(fileInput("video").accept).toBe("video/mp4");
    expect(within(dialog()).getByRole("button", { name: "Upload video" })).toBeTruthy();
  });

  it("takes any image for an image", async () => {
    renderPicker();
    await within(dialog()).findByRole("list", { name: "Images" });
    expect(fileInput().accept).toBe("image/*");
  });

  it("says when there is nothing yet", async () => {
    listMedia.mockResolvedValue([]);
    renderPicker();
    expect(await within(dialog()).findByText("No images yet. Upload one.")).toBeTruthy();
    expect(selectButton().disabled).toBe(true);
  });

  it("selects one item and sends its URL; a double click sends at once", async () => {
    const { onSelect } = renderPicker();
    await within(dialog()).findByRole("list", { name: "Images" });
    expect(selectButton().disabled).toBe(true);
    fireEvent.click(tile("crowd.png"));
    expect(pressed()).toEqual(["crowd.png"]);
    fireEvent.click(tile("poster.png"));
    expect(pressed()).toEqual(["poster.png"]);
    fireEvent.click(selectButton());
    // The item's alt text comes with it (issue 34).
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ url: "/media/p1/poster.png", alt: "The tour poster" });
    fireEvent.doubleClick(tile("sunset.png"));
    expect(onSelect).toHaveBeenLastCalledWith({ url: "/media/p1/sunset.png", alt: "" });
  });

  it("edits the chosen image's title and alt text, and shows the title in the grid", async () => {
    updateMedia.mockReset().mockImplementation(async (_profileId, id, changes) => ({ ...item(id), ...changes }));
    renderPicker();
    await within(dialog()).findByRole("list", { name: "Images" });
    fireEvent.click(tile("crowd.png"));
    const details = within(dialog()).getByRole("form", { name: "Details of the chosen file" });
    expect(within(details).getByText("File: crowd.png")).toBeTruthy();
    fireEvent.change(within(details).getByLabelText("Title"), { target: { value: "The crowd in Seattle" } });
    fireEvent.change(within(details).getByLabelText("Alt text"), { target: { value: "Hands up in a packed hall" } });
    fireEvent.click(within(details).getByRole("button", { name: "Save details" }));
    expect(await within(details).findByText("Saved")).toBeTruthy();
    expect(updateMedia).toHaveBeenCalledWith("p1", "crowd", { title: "The crowd in Seattle", alt: "Hands up in a packed hall" });
    expect(tile("The crowd in Seattle")).toBeTruthy();
  });

  it("closes with Cancel, Close or Escape, choosing nothing", async () => {
    const { onClose, onSelect } = renderPicker();
    await within(dialog()).findByRole("list", { name: "Images" });
    fireEvent.click(tile("crowd.png"));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Close" }));
    fireEvent(dialog(), new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("shows an upload's progress, then the new item, chosen, in the list read again", async () => {
    const sent = deferred<void>();
    let progress: (fraction: number) => void = () => {};
    sendFile.mockImplementation((_url, _file, onProgress) => {
      progress = onProgress;
      return sent.promise;
    });
    const { onSelect } = renderPicker();
    await within(dialog()).findByRole("list", { name: "Images" });
    fireEvent.click(tile("crowd.png"));
    listMedia.mockResolvedValue([...IMAGES, item("new")]);

    await act(async () => pick(png()));
    const bar = within(dialog()).getByRole("progressbar", { name: "Uploading new.png" });
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    expect([bar.getAttribute("aria-valuemin"), bar.getAttribute("aria-valuemax")]).toEqual(["0", "100"]);
    expect((within(dialog()).getByRole("button", { name: "Upload image" }) as HTMLButtonElement).disabled).toBe(true);
    act(() => progress(0.42));
    expect(bar.getAttribute("aria-valuenow")).toBe("42");

    await act(async () => sent.resolve());
    expect(within(dialog()).queryByRole("progressbar")).toBeNull();
    expect(createMedia).toHaveBeenCalledExactlyOnceWith("p1", { url: "/media/p1/new.png", size: 3, name: "new.png", type: "image" });
    expect(listMedia).toHaveBeenCalledTimes(2);
    expect(pressed()).toEqual(["new.png"]);
    expect(
      within(dialog())
        .getAllByRole("button", { pressed: false })
        .map((button) => button.textContent),
    ).toEqual(["sunset.png", "crowd.png", "poster.png"]);
    fireEvent.click(selectButton());
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ url: "/media/p1/new.png", alt: "" });
  });

  it("shows the new item first when the list read again does not have it yet, or cannot be read", async () => {
    renderPicker();
    await within(dialog()).findByRole("list", { name: "Images" });
    listMedia.mockResolvedValueOnce(IMAGES);
    await act(async () => pick(png()));
    expect(
      within(within(dialog()).getByRole("list"))
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["new.png", "sunset.png", "crowd.png", "poster.png"]);
    expect(pressed()).toEqual(["new.png"]);
    cleanup();

    renderPicker();
    await within(dialog()).findByRole("list", { name: "Images" });
    listMedia.mockRejectedValueOnce(new Error("offline"));
    await act(async () => pick(png()));
    expect(
      within(within(dialog()).getByRole("list"))
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["new.png", "sunset.png", "crowd.png", "poster.png"]);
    expect(within(dialog()).queryByRole("alert")).toBeNull();
  });

  it("says when an upload failed, keeping what was chosen and listed", async () => {
    sendFile.mockRejectedValue(new ApiError("The upload failed (500).", 500, { code: UPLOAD_FAILED }));
    const { onSelect } = renderPicker();
    await within(dialog()).findByRole("list", { name: "Images" });
    fireEvent.click(tile("crowd.png"));
    await act(async () => pick(png()));
    expect(within(dialog()).getByRole("alert").textContent).toBe("The upload failed (500).");
    expect(within(dialog()).queryByRole("progressbar")).toBeNull();
    expect(createMedia).not.toHaveBeenCalled();
    expect(
      within(within(dialog()).getByRole("list"))
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["sunset.png", "crowd.png", "poster.png"]);
    expect(pressed()).toEqual(["crowd.png"]);
    expect((within(dialog()).getByRole("button", { name: "Upload image" }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(selectButton());
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ url: "/media/p1/crowd.png", alt: "" });

    // A step's own message is said as a failed upload; the next try clears it.
    presign.mockRejectedValueOnce(new Error("Storage is full."));
    await act(async () => pick(png()));
    expect(within(dialog()).getByRole("alert").textContent).toBe("The upload failed: Storage is full.");
    sendFile.mockResolvedValue();
    await act(async () => pick(png()));
    expect(within(dialog()).queryByRole("alert")).toBeNull();
    expect(pressed()).toEqual(["new.png"]);
  });

  it("refuses a file of the wrong type before sending it", async () => {
    renderPicker();
    await within(dialog()).findByRole("list", { name: "Images" });
    await act(async () => pick(new File(["id3"], "song.mp3", { type: "audio/mpeg" })));
    expect(within(dialog()).getByRole("alert").textContent).toBe("The upload failed: Choose a PNG, JPEG, GIF, WebP, SVG or AVIF image.");
    expect(presign).not.toHaveBeenCalled();
  });

  it("says when the list could not be loaded, and tries again", async () => {
    listMedia.mockRejectedValueOnce(new Error("The server is not answering."));
    renderPicker();
    const alert = await within(dialog()).findByRole("alert");
    expect(alert.textContent).toContain("The media could not be loaded: The server is not answering.");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(dialog()).findByRole("list", { name: "Images" })).toBeTruthy();
    expect(listMedia).toHaveBeenCalledTimes(2);
    expect(within(dialog()).queryByRole("alert")).toBeNull();
  });

  it("is not shown while closed, and starts afresh each time it opens", async () => {
    const onSelect = vi.fn();
    const { rerender } = renderInStudio(<MediaPicker open={false} type="image" onClose={() => {}} onSelect={onSelect} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(listMedia).not.toHaveBeenCalled();
    rerender(<MediaPicker open type="image" onClose={() => {}} onSelect={onSelect} />);
    await within(dialog()).findByRole("list", { name: "Images" });
    fireEvent.click(tile("crowd.png"));
    rerender(<MediaPicker open={false} type="image" onClose={() => {}} onSelect={onSelect} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(<MediaPicker open type="image" onClose={() => {}} onSelect={onSelect} />);
    await within(dialog()).findByRole("list", { name: "Images" });
    expect(pressed()).toEqual([]);
    expect(listMedia).toHaveBeenCalledTimes(2);
  });
});

describe("useMediaPicker", () => {
  function Harness() {
    const { pickMedia, element } = useMediaPicker();
    const [results, setResults] = useState<string[]>([]);
    const open = (type: MediaType) => void pickMedia(type).then((url) => setResults((all) => [...all, String(url)]));
    return (
      <>
        <button type="button" onClick={() => open("image")}>
          Pick an image
        </button>
        <button type="button" onClick={() => open("video")}>
          Pick a video
        </button>
        <output>{results.join(" | ")}</output>
        {element}
      </>
    );
  }

  it("opens the picker for the asked type and resolves with the chosen URL, or null when it is closed", async () => {
    renderInStudio(<Harness />);
    const results = () => screen.getByRole("status").textContent;
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Pick a video" }));
    expect(screen.getByRole("dialog", { name: "Choose a video" })).toBeTruthy();
    fireEvent.click(await within(dialog()).findByRole("button", { name: "loop.mp4" }));
    await act(async () => fireEvent.click(selectButton("video")));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(results()).toBe("/media/p1/loop.mp4");

    fireEvent.click(screen.getByRole("button", { name: "Pick an image" }));
    await within(dialog()).findByRole("list", { name: "Images" });
    await act(async () => fireEvent.click(within(dialog()).getByRole("button", { name: "Cancel" })));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(results()).toBe("/media/p1/loop.mp4 | null");
  });

  it("resolves an open pick with null when another replaces it", async () => {
    renderInStudio(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Pick an image" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Pick a video", hidden: true })));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("null"));
    expect(screen.getByRole("dialog", { name: "Choose a video" })).toBeTruthy();
  });
});
