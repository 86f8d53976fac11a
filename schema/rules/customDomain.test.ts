import { describe, expect, it } from "vitest";
import { checkCustomDomain, verificationRecordName } from "./customDomain";

describe("a custom domain as the studio takes it (issue 31)", () => {
  it("is a host name, lowercased, without a final dot", () => {
    expect(checkCustomDomain(" Band.Example.COM. ", "backline.example")).toEqual({ ok: true, value: "band.example.com" });
    expect(checkCustomDomain("www.band.example", "backline.example")).toEqual({ ok: true, value: "www.band.example" });
    expect(verificationRecordName("band.example")).toBe("_backline.band.example");
  });

  it("names what is wrong with anything else", () => {
    const problem = (input: string) => {
      const checked = checkCustomDomain(input, "backline.example");
      return checked.ok ? null : checked.problem;
    };
    expect(problem("http://band.example")).toBe("withScheme");
    expect(problem("band.example/music")).toBe("withScheme");
    expect(problem("band.example:443")).toBe("withPort");
    expect(problem("10.0.0.1")).toBe("ipAddress");
    expect(problem("2001:db8::1")).toBe("ipAddress");
    expect(problem("band")).toBe("notAHost");
    expect(problem("-band.example")).toBe("notAHost");
    expect(problem(`${"a".repeat(250)}.com`)).toBe("tooLong");
    expect(problem("backline.example")).toBe("platform");
    expect(problem("night-ferry.backline.example")).toBe("platform");
    expect(problem("notbackline.example")).toBeNull();
  });
});
