import { describe, expect, it } from "vitest";
import { storedEmbedAddress } from "./pastedEmbed";

describe("storedEmbedAddress", () => {
  it("stores the player an embed code names, and a link made https", () => {
    expect(storedEmbedAddress('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560"></iframe>')).toMatch(
      /^https:\/\/www\.youtube(-nocookie)?\.com\/.*dQw4w9WgXcQ/,
    );
    expect(storedEmbedAddress("http://vimeo.com/76979871")).toMatch(/^https:\/\/.*76979871/);
  });

  it("keeps text naming nothing playable as typed, and an emptied field empty", () => {
    expect(storedEmbedAddress("not a link")).toBe("not a link");
    expect(storedEmbedAddress(undefined)).toBeUndefined();
  });
});
