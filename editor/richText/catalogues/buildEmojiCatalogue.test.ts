import { readFileSync, writeFileSync } from "node:fs";
import aliases from "emoji-lookup-data/data/aliases.json";
import category from "emoji-lookup-data/data/category.json";
import description from "emoji-lookup-data/data/description.json";
import emoji from "emoji-lookup-data/data/emoji.json";
import ios_version from "emoji-lookup-data/data/ios_version.json";
import skin_tones from "emoji-lookup-data/data/skin_tones.json";
import tags from "emoji-lookup-data/data/tags.json";
import unicode_version from "emoji-lookup-data/data/unicode_version.json";
import { describe, expect, it } from "vitest";
import { buildEmojiCatalogue, type GemojiColumns, serializeEmojiCatalogue } from "./buildEmojiCatalogue";

const CATALOGUE_PATH = new URL("./emojiCatalogue.json", import.meta.url);

const source: GemojiColumns = { emoji, description, category, aliases, tags, unicode_version, ios_version, skin_tones };

function sampleColumns(): GemojiColumns {
  return {
    emoji: ["😀", "👋"],
    description: ["grinning face", "waving hand"],
    category: ["Smileys & Emotion", "People & Body"],
    aliases: [["grinning"], ["wave"]],
    tags: [["smile", "happy"], []],
    unicode_version: ["6.1", "6.0"],
    ios_version: ["6.0", "6.0"],
    skin_tones: [null, true],
  };
}

describe("buildEmojiCatalogue", () => {
  it("zips the columns into entries, with skin_tones only where it is true", () => {
    expect(buildEmojiCatalogue(sampleColumns())).toEqual([
      {
        emoji: "😀",
        description: "grinning face",
        category: "Smileys & Emotion",
        aliases: ["grinning"],
        tags: ["smile", "happy"],
        unicode_version: "6.1",
        ios_version: "6.0",
      },
      {
        emoji: "👋",
        description: "waving hand",
        category: "People & Body",
        aliases: ["wave"],
        tags: [],
        unicode_version: "6.0",
        ios_version: "6.0",
        skin_tones: true,
      },
    ]);
  });

  it("refuses a source whose columns differ in length, or that is empty", () => {
    expect(() => buildEmojiCatalogue({ ...sampleColumns(), tags: [[]] })).toThrow("tags has 1 items for 2 emoji");
    const empty = Object.fromEntries(Object.keys(sampleColumns()).map((key) => [key, []])) as unknown as GemojiColumns;
    expect(() => buildEmojiCatalogue(empty)).toThrow("no emoji");
  });

  it("writes JSON that parses back to the entries", () => {
    const entries = buildEmojiCatalogue(sampleColumns());
    expect(JSON.parse(serializeEmojiCatalogue(entries))).toEqual(entries);
  });
});

describe("emojiCatalogue.json", () => {
  // UPDATE_EMOJI_CATALOGUE=1 regenerates the file (after a change of source); otherwise it must be what the source gives.
  it("is what emoji-lookup-data gives, byte for byte", () => {
    const generated = serializeEmojiCatalogue(buildEmojiCatalogue(source));
    if (process.env.UPDATE_EMOJI_CATALOGUE === "1") writeFileSync(CATALOGUE_PATH, generated);
    expect(readFileSync(CATALOGUE_PATH, "utf8")).toBe(generated);
  });
});
