import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MediaItem } from "../../schema/entities/media";
import { studioApi, uploadFile } from "../api/studioApi";
import { ACCEPT_BY_TYPE, uploadMedia, uploadProblem } from "./uploadMedia";

vi.mock("../api/studioApi", () => ({
  studioApi: { presign: vi.fn(), createMedia: vi.fn(), listMedia: vi.fn() },
  uploadFile: vi.fn(),
}));

const presign = vi.mocked(studioApi.presign);
const createMedia = vi.mocked(studioApi.createMedia);
const sendFile = vi.mocked(uploadFile);

const MB = 1024 * 1024;

/** A file of a type and (claimed) size, without allocating it. */
function file(name: string, type: string, size = 1000): File {
  const made = new File(["x"], name, { type });
  Object.defineProperty(made, "size", { value: size });
  return made;
}

const ITEM: MediaItem = { id: "m9", url: "/media/p1/cover.png", name: "cover.png", size: 1000, parent: "website", type: "image" };

beforeEach(() => {
  presign.mockReset().mockResolvedValue({ presignedUrl: "/uploads/u1?signature=s", remoteUrl: "/media/p1/cover.png" });
  sendFile.mockReset().mockResolvedValue();
  createMedia.mockReset().mockResolvedValue(ITEM);
});

describe("ACCEPT_BY_TYPE", () => {
  it("takes any image for images and MP4 for videos (SPEC §2)", () => {
    expect(ACCEPT_BY_TYPE).toEqual({ image: "image/*", video: "video/mp4" });
  });
});

describe("uploadProblem", () => {
  it("accepts the image formats the server takes, up to 20 MB", () => {
    for (const type of ["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml", "image/avif"]) {
      expect(uploadProblem(file("a", type), "image")).toBeNull();
    }
    expect(uploadProblem(file("a.png", "image/png", 20 * MB), "image")).toBeNull();
    expect(uploadProblem(file("a.png", "image/png", 20 * MB + 1), "image")).toBe("This file is larger than 20 MB.");
  });

  it("refuses other files for images, naming the formats", () => {
    const message = "Choose a PNG, JPEG, GIF, WebP, SVG or AVIF image.";
    expect(uploadProblem(file("a.bmp", "image/bmp"), "image")).toBe(message);
    expect(uploadProblem(file("a.mp4", "video/mp4"), "image")).toBe(message);
    expect(uploadProblem(file("a", ""), "image")).toBe(message);
    // Not a key of the table's prototype either.
    expect(uploadProblem(file("a", "constructor"), "image")).toBe(message);
  });

  it("accepts MP4 videos up to 200 MB and nothing else", () => {
    expect(uploadProblem(file("a.mp4", "video/mp4", 200 * MB), "video")).toBeNull();
    expect(uploadProblem(file("a.mp4", "video/mp4", 200 * MB + 1), "video")).toBe("This file is larger than 200 MB.");
    expect(uploadProblem(file("a.mov", "video/quicktime"), "video")).toBe("Choose an MP4 video.");
    expect(uploadProblem(file("a.png", "image/png"), "video")).toBe("Choose an MP4 video.");
  });
});

describe("uploadMedia", () => {
  it("presigns, sends the file with progress, then records the media item (SPEC §7)", async () => {
    const onProgress = vi.fn();
    sendFile.mockImplementation(async (_url, _file, progress) => {
      progress(0.25);
      progress(1);
    });
    const cover = file("cover.png", "image/png", 1234);
    await expect(uploadMedia("p1", cover, "image", onProgress)).resolves.toEqual(ITEM);
    expect(presign).toHaveBeenCalledExactlyOnceWith("p1", "cover.png");
    expect(sendFile).toHaveBeenCalledExactlyOnceWith("/uploads/u1?signature=s", cover, onProgress);
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
    expect(createMedia).toHaveBeenCalledExactlyOnceWith("p1", { url: "/media/p1/cover.png", size: 1234, name: "cover.png", type: "image" });
    expect(presign.mock.invocationCallOrder[0]).toBeLessThan(sendFile.mock.invocationCallOrder[0] ?? 0);
    expect(sendFile.mock.invocationCallOrder[0]).toBeLessThan(createMedia.mock.invocationCallOrder[0] ?? 0);
  });

  it("names the item within the schema's 255 characters, and never with an empty name", async () => {
    await uploadMedia("p1", file(`${"a".repeat(300)}.mp4`, "video/mp4"), "video", () => {});
    expect(createMedia.mock.lastCall?.[1]).toMatchObject({ name: "a".repeat(255), type: "video" });
    await uploadMedia("p1", file("", "video/mp4"), "video", () => {});
    expect(createMedia.mock.lastCall?.[1].name).toBe("upload");
  });

  it("rejects with the failing step's message and goes no further", async () => {
    presign.mockRejectedValueOnce(new Error("Not allowed."));
    await expect(uploadMedia("p1", file("a.png", "image/png"), "image", () => {})).rejects.toThrow("Not allowed.");
    expect(sendFile).not.toHaveBeenCalled();

    sendFile.mockRejectedValueOnce(new Error("The upload failed (500)."));
    await expect(uploadMedia("p1", file("a.png", "image/png"), "image", () => {})).rejects.toThrow("The upload failed (500).");
    expect(createMedia).not.toHaveBeenCalled();
  });
});
