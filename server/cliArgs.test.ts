import { describe, expect, it } from "vitest";
import { CliUsageError, parseCliArgs } from "./cliArgs";

describe("parseCliArgs", () => {
  it("gives each flag's value and the positionals", () => {
    expect(parseCliArgs(["artist.zip", "--slug", "new", "--owner-email=a@b.example"], ["slug", "owner-email"])).toEqual({
      values: { slug: "new", "owner-email": "a@b.example" },
      positionals: ["artist.zip"],
    });
    expect(parseCliArgs([], ["slug"])).toEqual({ values: {}, positionals: [] });
  });

  it("refuses an unknown flag and a flag without its value as a usage error", () => {
    expect(() => parseCliArgs(["--owner", "a@b.example"], ["owner-email"])).toThrow(CliUsageError);
    expect(() => parseCliArgs(["--slug"], ["slug"])).toThrow(CliUsageError);
  });
});
