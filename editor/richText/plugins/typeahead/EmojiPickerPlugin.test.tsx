// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { $getSelection } from "lexical";
import { describe, expect, it } from "vitest";
import { richTextNodeSchemas } from "../../../../schema/richText/nodes";
import { EMOJI_CATALOGUE, EMOJI_RESULTS, searchEmoji } from "../../catalogues/emoji";
import { EmojiPickerPlugin, emojiClassName } from "./EmojiPickerPlugin";
import { choose, inlineNodesOf, installLayoutStubs, mountEditor, optionLabels, press, textOf, typeText } from "./typeaheadTestKit";

installLayoutStubs();

const MENU = "Emoji";

function mount() {
  return mountEditor(<EmojiPickerPlugin />);
}

describe("EmojiPickerPlugin", () => {
  it("lists searchEmoji's matches for ':smi', emoji and shortcode, at most ten", async () => {
    const { editor } = mount();
    await typeText(editor, "Hi :smi");
    const expected = searchEmoji("smi").map((entry) => `${entry.emoji} ${entry.aliases[0]}`);
    expect(expected.length).toBeGreaterThan(1);
    expect(optionLabels(MENU)).toEqual(expected);
    await typeText(editor, ":a");
    expect(optionLabels(MENU)).toHaveLength(EMOJI_RESULTS);
  });

  it("waits for a character after ':', and opens only at the start of a line or after a space", async () => {
    const { editor } = mount();
    await typeText(editor, "Doors :");
    expect(screen.queryByRole("listbox", { name: MENU })).toBeNull();
    await typeText(editor, "at 10:30");
    expect(screen.queryByRole("listbox", { name: MENU })).toBeNull();
    await typeText(editor, ":zzzqqq");
    expect(screen.queryByRole("listbox", { name: MENU })).toBeNull();
  });

  it("keeps shortcodes with '_' and '+' in the query", async () => {
    const { editor } = mount();
    await typeText(editor, ":sweat_smi");
    expect(optionLabels(MENU)[0]).toBe("😅 sweat_smile");
    await typeText(editor, ":+1");
    expect(optionLabels(MENU)[0]).toBe("👍 +1");
  });

  it("replaces ':query' with the chosen emoji as an emoji node, caret after it", async () => {
    const { editor, editable } = mount();
    await typeText(editor, "Rock on :guitar");
    await press(editable, "Enter");
    expect(inlineNodesOf(editor)).toEqual([
      expect.objectContaining({ type: "text", text: "Rock on " }),
      expect.objectContaining({ type: "emoji", text: "🎸", className: "emoji guitar" }),
    ]);
    expect(screen.queryByRole("listbox", { name: MENU })).toBeNull();
    const caret = editor.getEditorState().read(() =>
      $getSelection()
        ?.getNodes()
        .map((node) => node.getType()),
    );
    expect(caret).toEqual(["emoji"]);
  });

  it("takes a click on a row", async () => {
    const { editor } = mount();
    await typeText(editor, ":tada");
    await choose(screen.getByRole("option", { name: "🎉 tada" }));
    expect(textOf(editor)).toBe("🎉");
  });
});

describe("emojiClassName", () => {
  it("gives every emoji of the catalogue a class the schema accepts", () => {
    const pattern = new RegExp(richTextNodeSchemas.emoji.properties.className.pattern);
    const rejected = EMOJI_CATALOGUE.map(emojiClassName).filter((className) => !pattern.test(className));
    expect(rejected).toEqual([]);
  });

  it("names the class after the first shortcode", () => {
    const byAlias = (alias: string) => EMOJI_CATALOGUE.find((entry) => entry.aliases.includes(alias));
    expect([byAlias("sweat_smile"), byAlias("+1")].map((entry) => entry && emojiClassName(entry))).toEqual([
      "emoji sweat-smile",
      "emoji plus1",
    ]);
  });
});
