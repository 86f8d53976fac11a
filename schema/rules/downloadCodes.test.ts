import { describe, expect, it } from "vitest";
import { DOWNLOAD_CODE_ALPHABET, DOWNLOAD_CODE_LENGTH, formatDownloadCode, normalizeDownloadCode } from "./downloadCodes";

describe("download codes", () => {
  it("use 32 symbols, so each is 5 bits and a code 50", () => {
    expect(new Set(DOWNLOAD_CODE_ALPHABET).size).toBe(32);
    expect(DOWNLOAD_CODE_LENGTH * Math.log2(DOWNLOAD_CODE_ALPHABET.length)).toBe(50);
  });

  it("read a typed code whatever its case, spaces and dashes, O as 0 and I or L as 1", () => {
    expect(normalizeDownloadCode(" abcd-efgh-jk ")).toBe("ABCDEFGHJK");
    expect(normalizeDownloadCode("ABCD EFGH JK")).toBe("ABCDEFGHJK");
    expect(normalizeDownloadCode("0OIL-1234-56")).toBe("0011123456");
  });

  it("are no code at all when too short, too long or with a symbol outside the alphabet", () => {
    expect(normalizeDownloadCode("ABCD-EFGH-J")).toBeNull();
    expect(normalizeDownloadCode("ABCD-EFGH-JKM")).toBeNull();
    expect(normalizeDownloadCode("ABCD-EFGH-JU")).toBeNull();
    expect(normalizeDownloadCode("ABCD-EFGH-J!")).toBeNull();
    expect(normalizeDownloadCode("")).toBeNull();
  });

  it("are shown in groups of four", () => {
    expect(formatDownloadCode("ABCDEFGHJK")).toBe("ABCD-EFGH-JK");
  });
});
