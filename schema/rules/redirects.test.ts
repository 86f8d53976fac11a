import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkRedirect } from "./checkRedirect";
import { checkRedirectFrom, checkRedirectTo, redirectKeyOf } from "./redirects";

describe("a redirect's paths (issue 39, item 7)", () => {
  it("keeps an old path trimmed, decoded and without its final slash, and matches a request's path the same way", () => {
    expect(checkRedirectFrom(" /old-tour/ ")).toEqual({ ok: true, value: "/old-tour" });
    expect(checkRedirectFrom("/caf%C3%A9")).toEqual({ ok: true, value: "/café" });
    expect(checkRedirectFrom("/")).toEqual({ ok: true, value: "/" });
    expect(redirectKeyOf("/caf%C3%A9/")).toBe("/café");
    expect(redirectKeyOf("/Tour")).toBe("/Tour");
  });

  it("takes an old site's whole address as its path, refuses a redirect to itself, and names every path that is wrong", () => {
    expect(checkRedirect({ fromPath: "https://old.example/tour/", toPath: "/events?year=2026", permanent: false })).toEqual({
      ok: true,
      value: { fromPath: "/tour", toPath: "/events?year=2026", permanent: false },
    });
    expect(checkRedirect({ fromPath: "/tour", toPath: "/tour/?from=old", permanent: true })).toEqual({
      ok: false,
      refusals: [{ field: "toPath", problem: "toItself", message: "A path cannot redirect to itself." }],
    });
    const both = checkRedirect({ fromPath: "tour", toPath: "//elsewhere.example/", permanent: true });
    expect(both.ok ? [] : both.refusals.map((each) => [each.field, each.problem])).toEqual([
      ["fromPath", "notAPath"],
      ["toPath", "otherSite"],
    ]);
    expect(both.ok ? "" : both.refusals[0]?.message).toMatch(/^The old path /);
  });

  it("refuses another site, a path without its slash, a query in the old path, backslashes and overlong paths", () => {
    expect(checkRedirectFrom("https://elsewhere.example/x")).toEqual({ ok: false, problem: "otherSite" });
    expect(checkRedirectTo("//elsewhere.example/x")).toEqual({ ok: false, problem: "otherSite" });
    expect(checkRedirectTo("javascript:alert(1)")).toEqual({ ok: false, problem: "otherSite" });
    expect(checkRedirectTo("music")).toEqual({ ok: false, problem: "notAPath" });
    expect(checkRedirectFrom("/old?page=2")).toEqual({ ok: false, problem: "withQuery" });
    expect(checkRedirectTo("/\\elsewhere.example")).toEqual({ ok: false, problem: "unsafe" });
    expect(checkRedirectTo(`/${"a".repeat(500)}`)).toEqual({ ok: false, problem: "tooLong" });
    expect(checkRedirectTo("/music?album=tides#track-2")).toEqual({ ok: true, value: "/music?album=tides#track-2" });
  });

  it("never accepts a new path a browser would read as another site, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const checked = checkRedirectTo(text);
        if (!checked.ok) return;
        // Resolved against the artist's address, it stays there.
        expect(new URL(checked.value, "https://artist.example").origin).toBe("https://artist.example");
        expect(checked.value.startsWith("/") && !checked.value.startsWith("//")).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
