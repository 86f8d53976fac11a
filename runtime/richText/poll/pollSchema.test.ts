import { describe, expect, it } from "vitest";
import {
  freshPollUid,
  MAX_POLL_OPTION_LENGTH,
  MAX_POLL_OPTIONS,
  MAX_POLL_QUESTION_LENGTH,
  randomPollUid,
} from "../../../schema/richText/poll";
import { elementNode as element, richTextOf } from "../../../schema/richText/richTextTesting";
import { richTextErrors } from "../richTextErrors";

const option = (uid: string, text = `Option ${uid}`, votes: string[] = []) => ({ text, uid, votes });
const poll = (extra: object = {}) => ({
  type: "poll",
  version: 1,
  uid: "qwert",
  question: "Which song next?",
  options: [option("abcde", "Dawn"), option("fghij", "Dusk", ["studio-1"])],
  ...extra,
});
const errorsOf = (...blocks: unknown[]) => richTextErrors(richTextOf(...blocks), "/content");

describe("the poll schema", () => {
  it("accepts a poll at the top, in a column and in a collapsible section", () => {
    expect(errorsOf(poll())).toEqual([]);
    const column = (...blocks: unknown[]) => element("layout-item", blocks);
    expect(errorsOf(element("layout-container", [column(poll()), column()], { templateColumns: "1fr 1fr" }))).toEqual([]);
    const section = element("collapsible-container", [element("collapsible-title", []), element("collapsible-content", [poll()])], {
      open: false,
    });
    expect(errorsOf(section)).toEqual([]);
    expect(
      errorsOf(poll({ options: Array.from({ length: MAX_POLL_OPTIONS }, (_, index) => option(`abc${"abcdefghijklmnopqrst"[index]}a`)) })),
    ).toEqual([]);
  });

  it.each([
    ["a poll uid of four letters", poll({ uid: "abcd" }), "/content/root/children/0/uid"],
    ["a poll uid with a capital", poll({ uid: "Abcde" }), "/content/root/children/0/uid"],
    ["an option uid with a digit", poll({ options: [option("abcd1"), option("fghij")] }), "/content/root/children/0/options/0/uid"],
    ["a question too long", poll({ question: "?".repeat(MAX_POLL_QUESTION_LENGTH + 1) }), "/content/root/children/0/question"],
    [
      "an option text too long",
      poll({ options: [option("abcde"), option("fghij", "x".repeat(MAX_POLL_OPTION_LENGTH + 1))] }),
      "/content/root/children/0/options/1/text",
    ],
    ["one option only", poll({ options: [option("abcde")] }), "/content/root/children/0/options"],
    [
      "too many options",
      poll({ options: Array.from({ length: MAX_POLL_OPTIONS + 1 }, (_, index) => option(`ab${"abcdefghijklmnopqrstu"[index]}aa`)) }),
      "/content/root/children/0/options",
    ],
    [
      "a vote that is not text",
      poll({ options: [option("abcde", "A", [7 as unknown as string]), option("fghij")] }),
      "/content/root/children/0/options/0/votes/0",
    ],
    [
      "the same voter twice",
      poll({ options: [option("abcde", "A", ["x", "x"]), option("fghij")] }),
      "/content/root/children/0/options/0/votes",
    ],
    ["a field of its own", poll({ html: "<b>" }), "/content/root/children/0/html"],
    ["a poll without uid", { ...poll(), uid: undefined }, "/content/root/children/0"],
    ["another version", poll({ version: 2 }), "/content/root/children/0/version"],
  ])("refuses %s, at its pointer", (_name, node, pointer) => {
    const errors = errorsOf(JSON.parse(JSON.stringify(node)));
    expect(
      errors.map((error) => error.pointer),
      JSON.stringify(errors),
    ).toContain(pointer);
  });

  it("refuses two options with one uid, naming the second", () => {
    const errors = errorsOf(poll({ options: [option("abcde"), option("fghij"), option("abcde")] }));
    expect(errors).toEqual([
      {
        pointer: "/content/root/children/0/options/2/uid",
        rule: "poll-option-uid",
        message: 'Another option of this poll already has the uid "abcde"; each option needs its own.',
      },
    ]);
  });

  it("refuses two polls with one uid in the same value, wherever the second sits", () => {
    const column = (...blocks: unknown[]) => element("layout-item", blocks);
    const errors = errorsOf(poll(), element("layout-container", [column(), column(poll())], { templateColumns: "1fr 1fr" }));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.rule).toBe("poll-uid");
    expect(errors[0]?.message).toMatch(/already has the uid "qwert"/);
  });

  it("refuses a poll inside a paragraph, as a block out of place", () => {
    const errors = errorsOf(element("paragraph", [poll()]));
    expect(errors.map((error) => error.pointer)).toContain("/content/root/children/0/children/0/type");
  });
});

describe("poll uids", () => {
  it("are five lowercase letters, drawn again when taken", () => {
    for (let index = 0; index < 200; index++) expect(randomPollUid()).toMatch(/^[a-z]{5}$/);
    const draws = [0, 0, 0, 0, 0, 0.99, 0.99, 0.99, 0.99, 0.99];
    expect(freshPollUid(["aaaaa"], () => draws.shift() ?? 0)).toBe("zzzzz");
  });
});
