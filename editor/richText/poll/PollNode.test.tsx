// @vitest-environment jsdom
import { createHeadlessEditor } from "@lexical/headless";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { $getRoot, type LexicalEditor } from "lexical";
import { afterEach, describe, expect, it } from "vitest";
import { richTextErrors } from "../../../runtime/richText/richTextErrors";
import type { RichText } from "../../../schema/richText/index";
import { elementNode, richTextOf, textNode } from "../../../schema/richText/richTextTesting";
import { RICH_TEXT_EDITOR_NODES } from "../nodes/index";
import { $createPollNode } from "../nodes/PollNode";
import { SLASH_COMMANDS } from "../plugins/typeahead/slashCommands";
import { type RichTextChange, RichTextEditor } from "../RichTextEditor";
import { loadRichText, richTextFromEditorState } from "../serialize";
import { INSERTIONS } from "../toolbar/insertions";
import { registerPollUids } from "./PollPlugin";

afterEach(cleanup);

type PollJson = { type: string; uid: string; question: string; options: { text: string; uid: string; votes: string[] }[] };
const pollsOf = (value: RichText) => (value.root.children as unknown as PollJson[]).filter((block) => block.type === "poll");

const POLL = {
  type: "poll",
  version: 1,
  uid: "qwert",
  question: "Which song next?",
  options: [
    { text: "Dawn", uid: "dawnn", votes: ["artist"] },
    { text: "Dusk", uid: "duskk", votes: [] },
  ],
};

function mount(value?: RichText) {
  const editorRef: { current: LexicalEditor | null } = { current: null };
  const changes: RichTextChange[] = [];
  render(<RichTextEditor editorRef={editorRef} onChange={(change) => changes.push(change)} {...(value ? { value } : {})} />);
  return { editor: editorRef.current as LexicalEditor, last: () => changes.at(-1)?.json as RichText };
}

describe("the poll in the editor", () => {
  it("loads and saves a stored poll unchanged, votes included", () => {
    const editor = createHeadlessEditor({
      nodes: [...RICH_TEXT_EDITOR_NODES],
      onError: (error) => {
        throw error;
      },
    });
    const value = richTextOf(elementNode("paragraph", [textNode("Vote:")]), POLL);
    loadRichText(editor, value);
    expect(richTextFromEditorState(editor.getEditorState())).toEqual(value);
  });

  it("is offered as 'Poll' by the Insert menu and the slash menu, and starts with two empty options and a fresh uid", async () => {
    expect(INSERTIONS.map((insertion) => insertion.label)).toContain("Poll");
    expect(SLASH_COMMANDS.find((command) => command.label === "Poll")).toBeDefined();
    const { last } = mount();
    await act(async () => {
      fireEvent.change(screen.getByRole("combobox", { name: "Insert" }), { target: { value: "poll" } });
    });
    const [poll] = pollsOf(last());
    expect(poll?.options.map((option) => option.text)).toEqual(["", ""]);
    expect(poll?.uid).toMatch(/^[a-z]{5}$/);
    expect(richTextErrors(last())).toEqual([]);
  });

  it("renames, adds and deletes options in place, keeping the uids of those it keeps", async () => {
    const { last } = mount(richTextOf(POLL));
    const poll = screen.getByRole("group", { name: "Poll" });
    await act(async () => {
      fireEvent.change(within(poll).getByRole("textbox", { name: "Poll question" }), { target: { value: "Which one?" } });
      fireEvent.change(within(poll).getByRole("textbox", { name: "Option 1" }), { target: { value: "Sunrise" } });
    });
    expect(within(poll).getByRole("button", { name: "Delete option 1" })).toHaveProperty("disabled", true);
    await act(async () => {
      fireEvent.click(within(poll).getByRole("button", { name: "Add option" }));
    });
    await act(async () => {
      fireEvent.change(within(poll).getByRole("textbox", { name: "Option 3" }), { target: { value: "Noon" } });
    });
    await act(async () => {
      fireEvent.click(within(poll).getByRole("button", { name: "Delete option 2" }));
    });
    const [saved] = pollsOf(last());
    expect(saved?.question).toBe("Which one?");
    expect(saved?.options.map((option) => [option.text, option.uid === "dawnn", option.votes])).toEqual([
      ["Sunrise", true, ["artist"]],
      ["Noon", false, []],
    ]);
    expect(saved?.uid).toBe("qwert");
    expect(richTextErrors(last())).toEqual([]);
  });

  it("gives a copied poll a uid of its own, so the value stays valid", () => {
    const editor = createHeadlessEditor({
      nodes: [...RICH_TEXT_EDITOR_NODES],
      onError: (error) => {
        throw error;
      },
    });
    registerPollUids(editor);
    loadRichText(editor, richTextOf(POLL));
    editor.update(() => $getRoot().append($createPollNode("Copy", POLL.options, "qwert")), { discrete: true });
    const value = richTextFromEditorState(editor.getEditorState());
    const uids = pollsOf(value).map((poll) => poll.uid);
    expect(uids[0]).toBe("qwert");
    expect(uids[1]).toMatch(/^[a-z]{5}$/);
    expect(uids[1]).not.toBe("qwert");
    expect(richTextErrors(value)).toEqual([]);
  });
});
