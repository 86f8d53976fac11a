// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MentionSource } from "../../catalogues/mentions";
import { TypeaheadPlugins } from "./index";
import { inlineNodesOf, installLayoutStubs, mountEditor, optionLabels, typeText } from "./typeaheadTestKit";

installLayoutStubs();

const MENUS = ["Slash commands", "Emoji", "Mentions"];

/** Which menus show a list. */
const openMenus = () => MENUS.filter((name) => screen.queryByRole("listbox", { name }) !== null);

describe("TypeaheadPlugins", () => {
  it("opens the one menu each trigger names, and highlights keywords beside them", async () => {
    const source: MentionSource = { search: async () => ["Nina Simone"] };
    const { editor } = mountEditor(<TypeaheadPlugins mentionSource={source} />);
    await typeText(editor, "/quo");
    expect(openMenus()).toEqual(["Slash commands"]);
    await typeText(editor, ":guit");
    expect(openMenus()).toEqual(["Emoji"]);
    await typeText(editor, "@nin");
    await screen.findByRole("listbox", { name: "Mentions" });
    expect(openMenus()).toEqual(["Mentions"]);
    expect(optionLabels("Mentions")).toEqual(["Nina Simone"]);
    await typeText(editor, "congrats :)");
    expect(openMenus()).toEqual([]);
    expect(inlineNodesOf(editor).map((node) => node.type)).toEqual(["keyword", "text"]);
  });
});
