import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { joinHref } from "../../../blocks/membershipSection/prices";
import { prefilledEmail, safeRedirect, withRedirect } from "./redirect";

describe("safeRedirect", () => {
  it.each([
    ["/account", "/account"],
    ["/membership/checkout?membershipTierId=tier-1", "/membership/checkout?membershipTierId=tier-1"],
    ["/music/abc#tracks", "/music/abc#tracks"],
    ["/music/../checkout", "/checkout"],
  ])("accepts the path %s on this site", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "account",
    "https://evil.example/",
    "http:/evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/..//evil.example",
    "/./..//evil.example",
    "/a/..//evil.example",
    "/%2e%2e//evil.example",
    "/.%2E//evil.example",
    "javascript:alert(1)",
    " /account",
    "/login",
    "/signup?redirect=/account",
  ])("refuses %j", (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it("never gives an address a browser would read as another site's, whatever it is given", () => {
    const pieces = fc.constantFrom("/", "//", "\\", ".", "..", "%2e", "%2E", "%2f", "\t", "\n", "evil.example", "a", "?", "#", ":", "@");
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join("")),
        (value) => {
          const result = safeRedirect(value);
          if (result === null) return;
          expect(result.startsWith("/")).toBe(true);
          expect(result.startsWith("//")).toBe(false);
          expect(new URL(result, "https://artist.example").origin).toBe("https://artist.example");
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("brings the Join link's checkout back intact through sign-up (SPEC §2)", () => {
    for (const id of ["tier-1", "a&b c", "50%+off"]) {
      const signup = new URL(joinHref(id, false), "https://artist.example");
      expect(safeRedirect(signup.searchParams.get("redirect"))).toBe(joinHref(id, true));
    }
  });
});

describe("withRedirect", () => {
  it("encodes the target once, so its own query survives", () => {
    const href = withRedirect("/login", "/membership/checkout?membershipTierId=a%26b");
    expect(href).toBe("/login?redirect=%2Fmembership%2Fcheckout%3FmembershipTierId%3Da%2526b");
    expect(new URL(href, "https://artist.example").searchParams.get("redirect")).toBe("/membership/checkout?membershipTierId=a%26b");
  });

  it("leaves the query out when there is nowhere to go back to", () => {
    expect(withRedirect("/signup", null)).toBe("/signup");
  });

  it("carries an address for the form to start with", () => {
    const href = withRedirect("/signup", "/gifts/claim/abc", "jo+gifts@example.com");
    expect(href).toBe("/signup?redirect=%2Fgifts%2Fclaim%2Fabc&email=jo%2Bgifts%40example.com");
    expect(prefilledEmail(new URL(href, "https://artist.example").searchParams)).toBe("jo+gifts@example.com");
    expect(prefilledEmail(new URLSearchParams())).toBe("");
  });
});
