import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from "./unsubscribeToken";

describe("unsubscribe tokens", () => {
  const target = { profileId: "artist-1", email: "Fan@Example.com" };

  it("read back the artist and the address, in lowercase", () => {
    expect(readUnsubscribeToken("s3cret", unsubscribeToken("s3cret", target))).toEqual({ profileId: "artist-1", email: "fan@example.com" });
  });

  it("refuse another server's, a changed one, and garbage", () => {
    const token = unsubscribeToken("s3cret", target);
    expect(readUnsubscribeToken("other", token)).toBeNull();
    const forged = `${Buffer.from(JSON.stringify(["artist-1", "victim@example.com"])).toString("base64url")}.${token.split(".")[1]}`;
    expect(readUnsubscribeToken("s3cret", forged)).toBeNull();
    for (const junk of ["", ".", "a.b.c", "x".repeat(2000), "bm90IGpzb24.abc"]) expect(readUnsubscribeToken("s3cret", junk)).toBeNull();
  });

  it("make a link on the artist's site that needs no escaping", () => {
    const url = unsubscribeUrl("https://band.example", unsubscribeToken("s3cret", target));
    expect(url).toMatch(/^https:\/\/band\.example\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });
});
