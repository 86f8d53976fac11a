// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MENTION_DELAY_MS, MENTION_QUERY_MAX, MENTION_RESULTS, type MentionSource } from "../../catalogues/mentions";
import { MentionsPlugin } from "./MentionsPlugin";
import { choose, inlineNodesOf, installLayoutStubs, mountEditor, optionLabels, press, typeText } from "./typeaheadTestKit";

installLayoutStubs();

const MENU = "Mentions";

beforeEach(() => {
  // Only the lookup's timer: React and Lexical keep their own scheduling.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A source that records each lookup and answers only when told to. */
function controlledSource() {
  const lookups: { query: string; signal: AbortSignal | undefined; answer: (names: string[]) => void }[] = [];
  const source: MentionSource = {
    search: (query, signal) => new Promise((resolve) => lookups.push({ query, signal, answer: resolve })),
  };
  return { source, lookups };
}

describe("MentionsPlugin", () => {
  it(`shows at most ${MENTION_RESULTS} names, only once the local list has answered (${MENTION_DELAY_MS} ms)`, async () => {
    const { editor } = mountEditor(<MentionsPlugin />);
    await typeText(editor, "Thanks @a");
    expect(optionLabels(MENU)).toEqual([]);
    expect(screen.getByText("Searching…")).toBeTruthy();
    await wait(MENTION_DELAY_MS - 1);
    expect(optionLabels(MENU)).toEqual([]);
    await wait(1);
    expect(optionLabels(MENU)).toHaveLength(MENTION_RESULTS);
    expect(screen.queryByText("Searching…")).toBeNull();
    await typeText(editor, "@kidjo");
    await wait(MENTION_DELAY_MS);
    expect(optionLabels(MENU)).toEqual(["Angélique Kidjo"]);
  });

  it("matches names with spaces, dots and apostrophes", async () => {
    const { editor } = mountEditor(<MentionsPlugin />);
    await typeText(editor, "@youssou n'd");
    await wait(MENTION_DELAY_MS);
    expect(optionLabels(MENU)).toEqual(["Youssou N'Dour"]);
  });

  it(`looks up a query of ${MENTION_QUERY_MAX} characters, and shows nothing for one longer`, async () => {
    const { source, lookups } = controlledSource();
    const { editor } = mountEditor(<MentionsPlugin mentionSource={source} />);
    await typeText(editor, `@${"a".repeat(MENTION_QUERY_MAX)}`);
    expect(lookups.map((lookup) => lookup.query.length)).toEqual([MENTION_QUERY_MAX]);
    await typeText(editor, `@${"a".repeat(MENTION_QUERY_MAX + 1)}`);
    await wait(MENTION_DELAY_MS);
    expect(lookups).toHaveLength(1);
    expect(screen.queryByRole("listbox", { name: MENU })).toBeNull();
    expect(screen.queryByText("Searching…")).toBeNull();
  });

  it("does not open for an at sign inside a word or followed by a space", async () => {
    const { source, lookups } = controlledSource();
    const { editor } = mountEditor(<MentionsPlugin mentionSource={source} />);
    await typeText(editor, "mail me@band");
    await typeText(editor, "meet @ 8");
    expect(lookups).toEqual([]);
  });

  it("aborts the lookup the next query or closing makes stale, and never shows its answer", async () => {
    const { source, lookups } = controlledSource();
    const { editor } = mountEditor(<MentionsPlugin mentionSource={source} />);
    await typeText(editor, "@ni");
    await typeText(editor, "@nin");
    const [stale, current] = lookups;
    expect([stale?.query, stale?.signal?.aborted, current?.query, current?.signal?.aborted]).toEqual(["ni", true, "nin", false]);
    await act(async () => {
      current?.answer(["Nina Simone"]);
      stale?.answer(["Nils Frahm"]);
    });
    expect(optionLabels(MENU)).toEqual(["Nina Simone"]);
    await typeText(editor, "@nina");
    await typeText(editor, "done");
    expect(lookups.at(-1)?.signal?.aborted).toBe(true);
  });

  it("replaces '@query' with a mention node of the chosen name", async () => {
    const { editor, editable } = mountEditor(<MentionsPlugin />);
    await typeText(editor, "Hello @mile");
    await wait(MENTION_DELAY_MS);
    await choose(screen.getByRole("option", { name: "Miles Davis" }));
    expect(inlineNodesOf(editor)).toEqual([
      expect.objectContaining({ type: "text", text: "Hello " }),
      expect.objectContaining({ type: "mention", text: "Miles Davis", mentionName: "Miles Davis" }),
    ]);
    expect(screen.queryByRole("listbox", { name: MENU })).toBeNull();

    await typeText(editor, "@ma");
    await wait(MENTION_DELAY_MS);
    const second = optionLabels(MENU)[1];
    expect(second).toBeTruthy();
    await press(editable, "ArrowDown");
    await press(editable, "Enter");
    expect(inlineNodesOf(editor)).toEqual([expect.objectContaining({ type: "mention", mentionName: second })]);
  });
});
