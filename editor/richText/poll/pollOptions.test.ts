import { describe, expect, it } from "vitest";
import { MAX_POLL_OPTIONS } from "../../../schema/richText/poll";
import { canAddOption, canDeleteOption, initialPollOptions, withOptionAdded, withOptionDeleted, withOptionRenamed } from "./pollOptions";

describe("poll options", () => {
  it("start as two empty options with different five-letter uids", () => {
    const options = initialPollOptions();
    expect(options).toHaveLength(2);
    expect(options.map((option) => option.text)).toEqual(["", ""]);
    expect(options[0]?.uid).toMatch(/^[a-z]{5}$/);
    expect(options[0]?.uid).not.toBe(options[1]?.uid);
  });

  it("add an option with a uid not taken, even when the first draw is", () => {
    // Every draw of 0 gives "aaaaa", which is taken: the next five draws give "bbbbb".
    const draws = [0, 0, 0, 0, 0, 0.04, 0.04, 0.04, 0.04, 0.04];
    const added = withOptionAdded([{ text: "A", uid: "aaaaa", votes: [] }], "B", () => draws.shift() ?? 0);
    expect(added).toEqual([
      { text: "A", uid: "aaaaa", votes: [] },
      { text: "B", uid: "bbbbb", votes: [] },
    ]);
  });

  it("rename an option keeping its uid and votes", () => {
    const options = [
      { text: "A", uid: "aaaaa", votes: ["x"] },
      { text: "B", uid: "bbbbb", votes: [] },
    ];
    expect(withOptionRenamed(options, "aaaaa", "Alpha")).toEqual([{ text: "Alpha", uid: "aaaaa", votes: ["x"] }, options[1]]);
  });

  it("delete an option, but never below two, and add none beyond twenty", () => {
    let options = initialPollOptions();
    expect(canDeleteOption(options)).toBe(false);
    expect(withOptionDeleted(options, options[0]?.uid ?? "")).toBe(options);
    options = withOptionAdded(options, "third");
    const third = options[2]?.uid ?? "";
    expect(withOptionDeleted(options, third).map((option) => option.uid)).toEqual(options.slice(0, 2).map((option) => option.uid));
    while (canAddOption(options)) options = withOptionAdded(options);
    expect(options).toHaveLength(MAX_POLL_OPTIONS);
    expect(withOptionAdded(options)).toBe(options);
    expect(new Set(options.map((option) => option.uid)).size).toBe(MAX_POLL_OPTIONS);
  });
});
