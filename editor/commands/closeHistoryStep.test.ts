import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { closeHistoryStep } from "./closeHistoryStep";
import { sampleState } from "./editorTestKit";
import { editField } from "./editProps";
import { undo } from "./undo";

const write = (state: ReturnType<typeof sampleState>, text: string, at: number) =>
  editField(
    state,
    { id: "title", props: { content: richTextFromPlainText(text) }, field: { key: "content", kind: "session" } },
    siteBlocks,
    at,
  );

describe("closeHistoryStep", () => {
  it("makes a rich-text session one step, and the next session another", () => {
    let state = write(sampleState(), "One", 0);
    state = write(state, "One two", 90_000);
    expect(state.history.past).toHaveLength(1);
    state = closeHistoryStep(state);
    const afterFirst = state.document;
    state = write(state, "One two three", 90_001);
    expect(state.history.past).toHaveLength(2);
    expect(undo(state).document).toEqual(afterFirst);
  });

  it("leaves the state as it is when no step is open", () => {
    const state = sampleState();
    expect(closeHistoryStep(state)).toBe(state);
  });
});
