import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fontFamilyAsSiteFont, pageMigrations, siteMigrations, textContentAsRichText } from "./migrations";
import { plainTextOf, richTextFromPlainText } from "./richText/plainText";

type Json = Record<string, unknown>;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

const page = (children: unknown[], extra: Json = {}): Json => ({
  schemaVersion: 1,
  kind: "page",
  id: "home",
  title: "Home",
  path: "/",
  root: { id: "root", type: "Container", props: {}, children },
  ...extra,
});

/** The props of the block at `path` (child indexes from the root) of an upgraded page. */
function propsAt(document: Json, ...path: number[]): unknown {
  let node = document.root as Json;
  for (const index of path) node = (node.children as Json[])[index] as Json;
  return node.props;
}

describe("TextContentAsRichText (page 1 → 2)", () => {
  it("is the first page step", () => {
    expect(pageMigrations[0]).toBe(textContentAsRichText);
    expect(textContentAsRichText.name).toBe("TextContentAsRichText");
  });

  it("turns a Text's text into rich text, one paragraph a line, keeping its other props", () => {
    const upgraded = textContentAsRichText.up(page([{ id: "t", type: "Text", props: { text: "Hello\n\tthere", fontSize: 20 } }]));
    expect(propsAt(upgraded, 0)).toEqual({ fontSize: 20, content: richTextFromPlainText("Hello\n\tthere") });
    expect((propsAt(upgraded, 0) as { content: unknown }).content).toEqual({
      root: {
        type: "root",
        version: 1,
        direction: null,
        format: "",
        indent: 0,
        children: [
          {
            type: "paragraph",
            version: 1,
            direction: null,
            format: "",
            indent: 0,
            children: [{ type: "text", version: 1, detail: 0, format: 0, mode: "normal", style: "", text: "Hello" }],
          },
          {
            type: "paragraph",
            version: 1,
            direction: null,
            format: "",
            indent: 0,
            children: [{ type: "text", version: 1, detail: 0, format: 0, mode: "normal", style: "", text: "\tthere" }],
          },
        ],
      },
    });
  });

  it("reaches Texts anywhere in the tree, and leaves other blocks and a Text without text as they are", () => {
    const upgraded = textContentAsRichText.up(
      page([
        { id: "b", type: "Button", props: { text: "Buy" } },
        { id: "plain", type: "Text", props: { fontSize: 12 } },
        {
          id: "c",
          type: "Container",
          props: {},
          children: [{ id: "c2", type: "Container", props: {}, children: [{ id: "deep", type: "Text", props: { text: "Deep" } }] }],
        },
      ]),
    );
    expect(propsAt(upgraded, 0)).toEqual({ text: "Buy" });
    expect(propsAt(upgraded, 1)).toEqual({ fontSize: 12 });
    expect(propsAt(upgraded, 2, 0, 0)).toEqual({ content: richTextFromPlainText("Deep") });
  });

  it("turns the root too, if it ever is a Text", () => {
    const upgraded = textContentAsRichText.up({ ...page([]), root: { id: "root", type: "Text", props: { text: "Root" } } });
    expect(upgraded.root).toEqual({ id: "root", type: "Text", props: { content: richTextFromPlainText("Root") } });
  });

  it("never mutates its input and keeps properties it does not know, on the document, the nodes and the props", () => {
    const input = deepFreeze(
      page([{ id: "t", type: "Text", props: { text: "Hi", "x-note": 1 }, "x-node": true }], { "x-editor": { zoom: 2 } }),
    );
    const copy = structuredClone(input);
    const upgraded = textContentAsRichText.up(input);
    expect(input).toEqual(copy);
    expect(upgraded["x-editor"]).toEqual({ zoom: 2 });
    expect((upgraded.root as { children: Json[] }).children[0]).toEqual({
      id: "t",
      type: "Text",
      props: { "x-note": 1, content: richTextFromPlainText("Hi") },
      "x-node": true,
    });
  });

  it("passes malformed trees through for validation to report", () => {
    for (const root of [undefined, null, "root", [], { id: "r", type: "Container", props: {}, children: "none" }]) {
      expect(textContentAsRichText.up({ ...page([]), root }).root).toEqual(root);
    }
    const odd = page([null, 7, { id: "t", type: "Text", props: { text: 42 } }, { id: "u", type: "Text", props: null }]);
    expect(textContentAsRichText.up(odd)).toEqual(odd);
    const { root: _root, ...rootless } = page([]);
    expect(textContentAsRichText.up(rootless)).toEqual(rootless);
  });

  it("keeps every character of any text: the migrated content reads back as the original", () => {
    const anyCharacters = fc.string({ unit: "binary", maxLength: 200 });
    const lineHeavy = fc
      .array(fc.constantFrom("\n", "\n", "\t", " ", "\r", "a", "é", "漢", "🎸", "👋🏽", "\u200b", "<b>", "&"), { maxLength: 200 })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(anyCharacters, lineHeavy), (text) => {
        const upgraded = textContentAsRichText.up(page([{ id: "t", type: "Text", props: { text } }]));
        const { content } = propsAt(upgraded, 0) as { content: Parameters<typeof plainTextOf>[0] };
        expect(plainTextOf(content)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});

const site = (settings?: Json): Json => ({ schemaVersion: 1, kind: "site", ...(settings ? { settings } : {}), pages: [] });

describe("FontFamilyAsSiteFont (site 1 → 2)", () => {
  it("is the first site step", () => {
    expect(siteMigrations[0]).toBe(fontFamilyAsSiteFont);
  });

  it.each([
    ["Arial", "system-sans"],
    ["arial, sans-serif", "system-sans"],
    ["Georgia, 'Times New Roman', serif", "system-serif"],
    ['"Playfair Display", serif', "playfair-display"],
    ["Bebas Neue", "bebas-neue"],
    ["  inter ,Arial", "inter"],
  ])("turns a stack led by %j into the picker's %s, keeping the other settings", (fontFamily, bodyFont) => {
    const before = deepFreeze(site({ fontFamily, cornerRadius: 3, extra: 1 }));
    expect(fontFamilyAsSiteFont.up(before)).toEqual(site({ cornerRadius: 3, extra: 1, bodyFont }));
  });

  it.each(["Helvetica Neue, Arial, sans-serif", "Arial Black", "Trebuchet MS", "system-ui"])(
    "keeps a stack the picker does not offer (%j) as it was, so the site looks the same",
    (fontFamily) => {
      const before = deepFreeze(site({ fontFamily }));
      const after = fontFamilyAsSiteFont.up(before);
      expect(after).toEqual(before);
      expect(after).not.toBe(before);
    },
  );

  it("leaves a site without settings or without a font alone", () => {
    expect(fontFamilyAsSiteFont.up(deepFreeze(site()))).toEqual(site());
    expect(fontFamilyAsSiteFont.up(deepFreeze(site({ cornerRadius: 2 })))).toEqual(site({ cornerRadius: 2 }));
    expect(fontFamilyAsSiteFont.up(deepFreeze({ ...site(), settings: "odd" }))).toEqual({ ...site(), settings: "odd" });
  });
});
