import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESERVED_SLUGS, SLUG_MESSAGES, slugCandidates, slugFromName, validateSlug } from "./artistSlug";

describe("an artist's address name", () => {
  it.each([
    ["night-ferry", "night-ferry"],
    ["  Lantern-Coast ", "lantern-coast"],
    ["a1b", "a1b"],
  ])("accepts %s as %s", (typed, slug) => {
    expect(validateSlug(typed)).toEqual({ ok: true, value: slug });
  });

  it.each(["ab", "-band", "band-", "b_and", "bänd", "x".repeat(41), "band.example", ""])("refuses %s", (typed) => {
    expect(validateSlug(typed)).toMatchObject({ ok: false, problem: "format", message: SLUG_MESSAGES.invalid });
  });

  it.each(["www", "api", "studio", "admin", "mail", "static"])("keeps %s for the platform", (slug) => {
    expect(validateSlug(slug)).toEqual({ ok: false, problem: "reserved", slug, message: SLUG_MESSAGES.reserved(slug) });
  });

  it("is made from any name as a valid, unreserved address name", () => {
    expect(slugFromName("The Lantern Coast")).toBe("the-lantern-coast");
    expect(slugFromName("Zoë & the Kites!")).toBe("zoe-the-kites");
    expect(slugFromName("坂本")).toBe("artist");
    expect(slugFromName("Mail")).toBe("mail-music");
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const slug = slugFromName(name);
        expect(validateSlug(slug)).toEqual({ ok: true, value: slug });
        expect(RESERVED_SLUGS.has(slug)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("has numbered alternatives that stay valid", () => {
    const base = "x".repeat(40);
    const candidates = slugCandidates(base);
    expect(candidates.next().value).toBe(base);
    expect(candidates.next().value).toBe(`${"x".repeat(38)}-2`);
    expect(validateSlug(slugCandidates("ab-c").next().value).ok).toBe(true);
  });
});
