import { describe, expect, it } from "vitest";
import { silentMp3, toneWav } from "../testing/audioFixtures";
import { matchesContentType, uploadContentTypeOf } from "./contentSniffing";

const ascii = (text: string) => Buffer.from(text, "latin1");
const id3 = (bodyBytes: number) => Buffer.concat([ascii("ID3"), Buffer.from([4, 0, 0, 0, 0, 0, bodyBytes]), Buffer.alloc(bodyBytes)]);
const m4a = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), ascii("ftypM4A \0\0\0\0M4A mp42isom"), Buffer.alloc(8)]);
const adts = Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]);

describe("audio uploads are known by their first bytes", () => {
  it("takes each accepted family, with or without an ID3 tag in front", () => {
    expect(matchesContentType("audio/wav", toneWav(0.1))).toBe(true);
    expect(matchesContentType("audio/x-wav", toneWav(0.1))).toBe(true);
    expect(matchesContentType("audio/mpeg", silentMp3(2))).toBe(true);
    expect(matchesContentType("audio/mpeg", Buffer.concat([id3(20), silentMp3(2)]))).toBe(true);
    expect(matchesContentType("audio/flac", Buffer.concat([ascii("fLaC"), Buffer.alloc(40)]))).toBe(true);
    expect(matchesContentType("audio/flac", Buffer.concat([id3(10), ascii("fLaC"), Buffer.alloc(40)]))).toBe(true);
    expect(matchesContentType("audio/ogg", Buffer.concat([ascii("OggS"), Buffer.alloc(40)]))).toBe(true);
    expect(matchesContentType("audio/x-m4a", m4a)).toBe(true);
    expect(matchesContentType("audio/mp4", m4a)).toBe(true);
    expect(matchesContentType("audio/aac", adts)).toBe(true);
  });

  it("refuses what only claims to be audio: text, an image, another family's bytes", () => {
    const text = ascii("<script>alert(1)</script>".repeat(10));
    for (const type of ["audio/wav", "audio/mpeg", "audio/flac", "audio/ogg", "audio/x-m4a", "audio/aac"] as const) {
      expect(matchesContentType(type, text), type).toBe(false);
    }
    expect(matchesContentType("audio/wav", Buffer.from("89504e470d0a1a0a", "hex"))).toBe(false);
    expect(matchesContentType("audio/ogg", toneWav(0.1))).toBe(false);
    expect(matchesContentType("audio/aac", silentMp3(2))).toBe(false);
    expect(matchesContentType("audio/mpeg", adts)).toBe(false);
  });

  it("takes on trust a tag longer than the bytes looked at (a large cover), leaving the reading of the file to decide", () => {
    expect(matchesContentType("audio/mpeg", id3(100).subarray(0, 50))).toBe(true);
  });

  it("names each accepted type, whatever its case and parameters", () => {
    expect(uploadContentTypeOf("Audio/X-M4A; charset=binary")).toBe("audio/x-m4a");
    expect(uploadContentTypeOf("audio/x-ms-wma")).toBeNull();
  });
});
