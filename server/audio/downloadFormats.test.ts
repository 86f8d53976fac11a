import { describe, expect, it } from "vitest";
import { DOWNLOAD_FORMAT_IDS, DOWNLOAD_FORMATS, formatsForMaster, isLosslessCodec } from "./downloadFormats";
import { downloadFileName, parseFfmpegInput } from "./makeDownload";

/** The parts of downloads that need no FFmpeg; downloads.test.ts runs the real one. */
describe("download formats", () => {
  it("offers all eight formats for a lossless master and only the lossy ones for a lossy master", () => {
    expect(formatsForMaster(true)).toEqual(["mp3-320", "mp3-v0", "flac", "alac", "aac-256", "ogg", "wav", "aiff"]);
    expect(formatsForMaster(false)).toEqual(["mp3-320", "mp3-v0", "aac-256", "ogg"]);
    expect(DOWNLOAD_FORMAT_IDS.map((id) => DOWNLOAD_FORMATS[id].label)).toContain("MP3 320");
  });

  it("tells lossless codecs from lossy ones by FFmpeg's names", () => {
    for (const name of ["pcm_s16le", "pcm_s24be", "pcm_f32le", "flac", "alac", "wavpack", "ape", "tta"])
      expect(isLosslessCodec(name)).toBe(true);
    for (const name of ["mp3", "aac", "vorbis", "opus", "pcm_mulaw", "pcm_alaw", "dsd_lsbf", "somethingnew"])
      expect(isLosslessCodec(name)).toBe(false);
  });
});

describe("probeAudio's reading of FFmpeg's output", () => {
  it("reads multi-line tags, named layouts and the last decode time", () => {
    const stderr = [
      "Input #0, flac, from 'x.flac':",
      "  Metadata:",
      "    TITLE           : One",
      "                    : Two",
      "  Duration: 00:01:02.50, start: 0.000000, bitrate: 900 kb/s",
      "    Stream #0:0: Audio: flac, 88200 Hz, 5.1(side), s32 (24 bit)",
      "Stream mapping:",
      "size=N/A time=00:00:30.00 bitrate=N/A speed=100x    \rsize=N/A time=00:01:02.49 bitrate=N/A speed=120x    ",
    ].join("\n");
    expect(parseFfmpegInput(stderr)).toEqual({
      codec: "flac",
      sampleRate: 88_200,
      channels: 6,
      sampleFormat: "s32",
      bitsPerSample: 24,
      bitrateKbps: 900,
      durationSeconds: 62.49,
      tags: { title: "One\nTwo" },
      hasCover: false,
    });
  });
});

describe("downloadFileName", () => {
  it("is 'NN Artist - Title.ext' with a two-digit track number", () => {
    expect(downloadFileName({ trackNumber: 3, artist: "Les Étoiles", title: "Nuit" }, "flac")).toBe("03 Les Étoiles - Nuit.flac");
    expect(downloadFileName({ trackNumber: 12, artist: "A", title: "B" }, "alac")).toBe("12 A - B.m4a");
    expect(downloadFileName({ trackNumber: 104, artist: "A", title: "B" }, "mp3-v0")).toBe("104 A - B.mp3");
  });

  it("replaces what Windows, macOS or Linux refuse in a name, and names the nameless", () => {
    expect(downloadFileName({ trackNumber: 1, artist: "AC/DC", title: 'What? <Live> "at" C:\\ *|*' }, "wav")).toBe(
      "01 AC_DC - What_ _Live_ _at_ C__ ___.wav",
    );
    expect(downloadFileName({ trackNumber: 2, artist: "Tab\tand\nnewline", title: "T.N.T." }, "aiff")).toBe(
      "02 Tab and newline - T.N.T..aiff",
    );
    expect(downloadFileName({ trackNumber: 5, artist: "  ", title: "" }, "ogg")).toBe("05 Unknown artist - Untitled.ogg");
  });

  it("is at most 120 characters and 240 UTF-8 bytes, cut between whole characters", () => {
    const long = downloadFileName({ trackNumber: 1, artist: "Band", title: "la ".repeat(100) }, "flac");
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/^01 Band - (la )+la\.flac$/);
    const emoji = downloadFileName({ trackNumber: 1, artist: "夜", title: "👩🏽‍🎤".repeat(60) }, "flac");
    expect(Buffer.byteLength(emoji)).toBeLessThanOrEqual(240);
    expect(emoji).toMatch(/^01 夜 - (👩🏽‍🎤)+\.flac$/u);
  });
});
