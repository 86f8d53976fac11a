import { describe, expect, it } from "vitest";
import { parseTestRecipients, TOO_MANY_TEST_RECIPIENTS } from "./testRecipients";

describe("a test's other addresses", () => {
  it("are read apart by commas, semicolons, spaces or lines, each once", () => {
    expect(parseTestRecipients("")).toEqual({ ok: true, to: [] });
    expect(parseTestRecipients(" a@x.com, b@y.org;\nc@z.net  A@X.com ")).toEqual({ ok: true, to: ["a@x.com", "b@y.org", "c@z.net"] });
  });

  it("are at most five, and each an email address", () => {
    expect(parseTestRecipients("1@x.com 2@x.com 3@x.com 4@x.com 5@x.com").ok).toBe(true);
    expect(parseTestRecipients("1@x.com 2@x.com 3@x.com 4@x.com 5@x.com 6@x.com")).toEqual({
      ok: false,
      message: "A test goes to at most 5 other addresses.",
    });
    expect(TOO_MANY_TEST_RECIPIENTS).toBe("A test goes to at most 5 other addresses.");
    expect(parseTestRecipients("a@x.com, bob")).toEqual({ ok: false, message: "“bob” is not an email address." });
    expect(parseTestRecipients(`${"a".repeat(250)}@x.com`).ok).toBe(false);
  });
});
