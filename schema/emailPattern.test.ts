import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN } from "./common";
import { emailError } from "./rules/registration";

const mailbox = new RegExp(EMAIL_PATTERN, "u");

describe("EMAIL_PATTERN, the one mailbox rule", () => {
  it.each([
    "ana@example.com",
    "ana.fan+gifts@mail.example.co.uk",
    "o'brien@example.ie",
    "x_y-z@sub-domain.example",
    "fan@example.xn--p1ai",
  ])("accepts %s", (address) => {
    expect(mailbox.test(address)).toBe(true);
    expect(emailError(address)).toBeNull();
  });

  it.each([
    "x<other@evil.example>",
    "<img/src=x/onerror=alert(1)>@x.example",
    "Ana <ana@example.com>",
    '"a b"@example.com',
    "a,b@example.com",
    "a@example.com, other@evil.example",
    "ana@example",
    "ana@example.c",
    "a..b@example.com",
    ".ana@example.com",
    "ana@-example.com",
    "ana@exa mple.com",
    "ana(comment)@example.com",
    `${"a".repeat(65)}@example.com`,
  ])("refuses %s", (address) => {
    expect(mailbox.test(address)).toBe(false);
  });

  it("accepts nothing that names a second mailbox or a display name", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "@", ".", "<", ">", ",", " ", '"', "(", ")", ":", ";", "\\", "\n") }), (text) => {
        if (!mailbox.test(text)) return;
        expect(text.split("@")).toHaveLength(2);
        expect(text).toMatch(/^[a.]+@[a.]+$/);
      }),
      { numRuns: 3000 },
    );
  });
});
