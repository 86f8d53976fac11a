import { describe, expect, it } from "vitest";
import { escapePointerSegment, parsePointer, pointerExists, toPointer } from "./jsonPointer";

describe("escapePointerSegment and toPointer", () => {
  it("escape ~ as ~0 and / as ~1, ~ first so that ~1 in a name survives", () => {
    expect(escapePointerSegment("a/b")).toBe("a~1b");
    expect(escapePointerSegment("a~b")).toBe("a~0b");
    expect(escapePointerSegment("~1")).toBe("~01");
    expect(escapePointerSegment("/~")).toBe("~1~0");
    expect(escapePointerSegment(3)).toBe("3");
    expect(escapePointerSegment("")).toBe("");
  });

  it("join segments, each after a slash", () => {
    expect(toPointer([])).toBe("");
    expect(toPointer(["root", "children", 0, "props"])).toBe("/root/children/0/props");
    expect(toPointer(["a/b", "c~d", ""])).toBe("/a~1b/c~0d/");
  });
});

describe("parsePointer", () => {
  it("reads RFC 6901 pointers", () => {
    expect(parsePointer("")).toEqual([]);
    expect(parsePointer("/")).toEqual([""]);
    expect(parsePointer("/root/children/0")).toEqual(["root", "children", "0"]);
    expect(parsePointer("/a~1b/c~0d/~01")).toEqual(["a/b", "c~d", "~1"]);
  });

  it("round-trips any segments through toPointer", () => {
    const samples: string[][] = [[], [""], ["~"], ["/"], ["~0", "~1"], ["a/b~c", "0", "", "~/~/"], ["x".repeat(100), "é/ü"]];
    for (const segments of samples) expect(parsePointer(toPointer(segments))).toEqual(segments);
  });

  it("refuses text that is not a pointer", () => {
    expect(() => parsePointer("root")).toThrow(new Error("Not a JSON pointer: root"));
    expect(() => parsePointer("#/root")).toThrow(new Error("Not a JSON pointer: #/root"));
  });
});

describe("pointerExists", () => {
  const document = {
    root: { children: [{ id: "a" }, { id: "b", props: { "a/b": 1, "c~d": null, "": false } }] },
    list: [],
    zero: 0,
  };

  it("finds the whole document, properties, items and falsy values", () => {
    expect(pointerExists(document, "")).toBe(true);
    expect(pointerExists(undefined, "")).toBe(true);
    expect(pointerExists(document, "/root/children/1/id")).toBe(true);
    expect(pointerExists(document, "/root/children/1/props/a~1b")).toBe(true);
    expect(pointerExists(document, "/root/children/1/props/c~0d")).toBe(true);
    expect(pointerExists(document, "/root/children/1/props/")).toBe(true);
    expect(pointerExists(document, "/list")).toBe(true);
    expect(pointerExists(document, "/zero")).toBe(true);
  });

  it("does not find what is absent", () => {
    expect(pointerExists(document, "/root/children/2")).toBe(false);
    expect(pointerExists(document, "/root/children/1/props/a/b")).toBe(false);
    expect(pointerExists(document, "/list/0")).toBe(false);
    expect(pointerExists(document, "/zero/0")).toBe(false);
    expect(pointerExists(document, "/root/children/1/props/c~0d/x")).toBe(false);
    expect(pointerExists(document, "/missing")).toBe(false);
    expect(pointerExists("text", "/length")).toBe(false);
  });

  it("takes only canonical array indexes", () => {
    expect(pointerExists(document, "/root/children/01")).toBe(false);
    expect(pointerExists(document, "/root/children/-")).toBe(false);
    expect(pointerExists(document, "/root/children/1.0")).toBe(false);
    expect(pointerExists(document, "/root/children/length")).toBe(false);
  });

  it("ignores inherited properties", () => {
    expect(pointerExists(document, "/toString")).toBe(false);
    expect(pointerExists(document, "/root/__proto__")).toBe(false);
    expect(pointerExists(JSON.parse('{"__proto__": {"x": 1}}'), "/__proto__/x")).toBe(true);
  });
});
