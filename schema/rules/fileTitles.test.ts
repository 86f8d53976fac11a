import { describe, expect, it } from "vitest";
import { trackTitleOfFileName, wordsOfFileName } from "./fileTitles";

describe("a file's name as words", () => {
  it("loses its extension and its dashes, underscores and dots", () => {
    expect(wordsOfFileName("my-cover_final.png")).toBe("my cover final");
    expect(wordsOfFileName("  tour..poster--2026.jpeg ")).toBe("tour poster 2026");
  });
});

describe("a track's first title from its file's name", () => {
  it.each([
    ["01 moth light.wav", "Moth Light"],
    ["01 - moth light.wav", "Moth Light"],
    ["1. moth light.flac", "Moth Light"],
    ["07_the_end_of_the_night.mp3", "The End of the Night"],
    ["A1 side of the road.wav", "Side of the Road"],
    ["b2 - low tide.wav", "Low Tide"],
    ["tide-song.wav", "Tide Song"],
    ["DJ set in the rain.wav", "DJ Set in the Rain"],
    ["99 Luftballons.mp3", "99 Luftballons"],
    ["1979.wav", "1979"],
    ["01.wav", "01"],
    ["---.wav", "Untitled"],
    ["what it is made of.m4a", "What It Is Made Of"],
  ])("%s → %s", (name, title) => {
    expect(trackTitleOfFileName(name)).toBe(title);
  });
});
