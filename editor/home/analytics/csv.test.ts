import { describe, expect, it } from "vitest";
import { csvOf } from "./csv";

describe("a table as CSV (issue 38)", () => {
  it("quotes cells with commas, quotes and line breaks, doubling quotes", () => {
    expect(
      csvOf([
        ["Source", "Visitors"],
        ["news.example, weekly", "12"],
        ['say "hi"', "line\nbreak"],
      ]),
    ).toBe('Source,Visitors\r\n"news.example, weekly",12\r\n"say ""hi""","line\nbreak"');
  });

  it("keeps a spreadsheet from running a cell that starts with = + - @", () => {
    expect(csvOf([["=cmd()", "+1", "-2", "@SUM(A1)", "a=b"]])).toBe(`"'=cmd()","'+1","'-2","'@SUM(A1)",a=b`);
  });
});
