import { describe, expect, it } from "vitest";
import { refuseHostileValue, textProblem } from "./hostileInput";
import { parseQueryString } from "./querystring";

describe("refuseHostileValue", () => {
  it("accepts ordinary JSON, including paired surrogates (emoji)", () => {
    expect(refuseHostileValue({ text: "Night Drive 🎸", list: [1, "two", { three: null }] })).toBeNull();
  });

  it("refuses nesting deeper than 128 levels, without overflowing on 100,000 levels", () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(refuseHostileValue(deep)).toBe("The body is nested deeper than 128 levels.");
    let ok: unknown = "leaf";
    for (let i = 0; i < 127; i++) ok = [ok];
    expect(refuseHostileValue(ok)).toBeNull();
  });

  it("refuses U+0000 in values and keys, naming where", () => {
    expect(refuseHostileValue({ a: { b: "x\u0000y" } })).toBe("Text may not contain the character U+0000 (at /a/b).");
    expect(refuseHostileValue({ "k\u0000": 1 })).toBe("Text may not contain the character U+0000 (in a key at the body).");
  });

  it("refuses unpaired surrogates, high or low", () => {
    expect(refuseHostileValue(["\ud800"])).toBe("Text may not contain unpaired surrogate characters (at /0).");
    expect(refuseHostileValue({ t: "a\udc00b" })).toBe("Text may not contain unpaired surrogate characters (at /t).");
  });

  it("refuses __proto__ and constructor.prototype keys", () => {
    expect(refuseHostileValue(JSON.parse('{"a":{"__proto__":{"admin":true}}}'))).toBe('The key "__proto__" is not allowed (at /a).');
    expect(refuseHostileValue(JSON.parse('{"constructor":{"prototype":{"admin":true}}}'))).toBe(
      'The key "constructor.prototype" is not allowed (at the body).',
    );
    expect(refuseHostileValue({ constructor: "a name is fine" })).toBeNull();
  });

  it("names the deep place of a problem with its full pointer", () => {
    let deep: unknown = { "a/b": ["ok", "bad\u0000"] };
    for (let i = 0; i < 30; i++) deep = { [`k${i}`]: deep };
    const path = Array.from({ length: 30 }, (_, i) => `/k${29 - i}`).join("");
    expect(refuseHostileValue(deep)).toBe(`Text may not contain the character U+0000 (at ${path}/a~1b/1).`);
  });

  it("walks a wide, deep value in time linear in its size (the reported 62 deep, a million wide)", () => {
    let value: unknown = Array.from({ length: 1_000_000 }, () => 0);
    for (let i = 0; i < 61; i++) value = [value];
    const start = performance.now();
    expect(refuseHostileValue(value)).toBeNull();
    // Copying the path for every element took about 9 s and 2.2 GB.
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it("textProblem is null for clean text", () => {
    expect(textProblem("plain")).toBeNull();
  });
});

describe("parseQueryString", () => {
  it("reads flat keys and one level of brackets", () => {
    expect({ ...parseQueryString("profileId=p1&page=2&filter[query]=night%20drive&filter[releaseType]=album") }).toEqual({
      profileId: "p1",
      page: "2",
      filter: { query: "night drive", releaseType: "album" },
    });
  });

  it("collects repeated keys into a list", () => {
    expect({ ...parseQueryString("a=1&a=2&a=3") }).toEqual({ a: ["1", "2", "3"] });
  });

  it("cannot reach a prototype", () => {
    const parsed = parseQueryString("__proto__[admin]=1&constructor[prototype]=x");
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
