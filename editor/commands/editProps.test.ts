import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { findNode } from "../../runtime/tree";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { samplePage, sampleState } from "./editorTestKit";
import { editField, editProps } from "./editProps";
import { undo } from "./undo";

const textOf = (state: ReturnType<typeof sampleState>) => findNode(state.document, "title")?.props;

describe("editProps", () => {
  it("changes props as one step of its own by default", () => {
    const state = editProps(sampleState(), { id: "title", props: { content: richTextFromPlainText("Hi") } }, siteBlocks);
    expect(textOf(state)).toEqual({ content: richTextFromPlainText("Hi") });
    expect(state.history.past).toHaveLength(1);
    expect(undo(state).document).toEqual(samplePage());
  });

  it("folds edits with one coalesce key close together into one step", () => {
    let state = sampleState();
    ["H", "He", "Hel", "Hell", "Hello!"].forEach((text, i) => {
      state = editProps(
        state,
        { id: "title", props: { content: richTextFromPlainText(text) } },
        siteBlocks,
        { mode: "record", coalesceKey: "title:text" },
        1000 + i * 200,
      );
    });
    expect(state.history.past).toHaveLength(1);
    expect(textOf(state)).toEqual({ content: richTextFromPlainText("Hello!") });
    expect(undo(state).document).toEqual(samplePage());
  });

  it("refuses invalid props, names the problem, and records nothing", () => {
    const state = sampleState();
    const refused = editProps(state, { id: "title", props: { color: "red" } }, siteBlocks);
    expect(refused.document).toBe(state.document);
    expect(refused.history).toBe(state.history);
    expect(refused.notice).toBe('"color" must be a hex colour such as #d4bbcf.');
  });
});

describe("editField (SPEC §9)", () => {
  const typed = (times: readonly number[], kind: "text" | "slider" | "choice", key = "text") =>
    times.reduce(
      (state, at, i) =>
        editField(state, { id: "title", props: { content: richTextFromPlainText(`v${i}`) }, field: { key, kind } }, siteBlocks, at),
      sampleState(),
    );

  it("folds typing within 500 ms of the last keystroke into one step", () => {
    expect(typed([0, 400, 800], "text").history.past).toHaveLength(1);
    expect(typed([0, 400, 1000], "text").history.past).toHaveLength(2);
  });

  it("folds a slider drag within 1000 ms into one step", () => {
    expect(typed([0, 900, 1800], "slider").history.past).toHaveLength(1);
    expect(typed([0, 1100], "slider").history.past).toHaveLength(2);
  });

  it("keeps every choice as its own step, and edits to different fields apart", () => {
    expect(typed([0, 10, 20], "choice").history.past).toHaveLength(3);
    const state = editField(
      typed([0], "text"),
      { id: "title", props: { color: "#ff0000" }, field: { key: "color", kind: "text" } },
      siteBlocks,
      10,
    );
    expect(state.history.past).toHaveLength(2);
  });
});
