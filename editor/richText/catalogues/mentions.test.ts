import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLocalMentionSource, MENTION_DELAY_MS, MENTION_NAMES, MENTION_QUERY_MAX, MENTION_RESULTS } from "./mentions";

/** The search's outcome so far: still pending, or how it settled. */
function track<T>(promise: Promise<T>) {
  const state: { settled: "pending" | "resolved" | "rejected"; value?: T; error?: unknown } = { settled: "pending" };
  promise.then(
    (value) => Object.assign(state, { settled: "resolved", value }),
    (error: unknown) => Object.assign(state, { settled: "rejected", error }),
  );
  return state;
}

describe("the mention constants", () => {
  it("are the SPEC's", () => {
    expect([MENTION_RESULTS, MENTION_QUERY_MAX, MENTION_DELAY_MS]).toEqual([5, 75, 500]);
  });
});

describe("MENTION_NAMES", () => {
  it("is a fixed list of about a hundred distinct names", () => {
    expect(MENTION_NAMES.length).toBeGreaterThanOrEqual(90);
    expect(new Set(MENTION_NAMES).size).toBe(MENTION_NAMES.length);
    expect(MENTION_NAMES.every((name) => name.trim() === name && name !== "")).toBe(true);
  });
});

describe("createLocalMentionSource", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers only after the delay", async () => {
    const search = track(createLocalMentionSource().search("kidjo"));
    await vi.advanceTimersByTimeAsync(MENTION_DELAY_MS - 1);
    expect(search.settled).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toEqual({ settled: "resolved", value: ["Angélique Kidjo"] });
  });

  it("takes the delay it is given", async () => {
    const search = track(createLocalMentionSource(["Nina Simone"], 20).search("nina"));
    await vi.advanceTimersByTimeAsync(19);
    expect(search.settled).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(search.value).toEqual(["Nina Simone"]);
  });

  it(`gives at most ${MENTION_RESULTS} names, in the list's order`, async () => {
    const names = ["Ana", "Anna", "Hannah", "Joanna", "Anouk", "Ananda", "Bo"];
    const search = track(createLocalMentionSource(names).search("an"));
    await vi.runAllTimersAsync();
    expect(search.value).toEqual(["Ana", "Anna", "Hannah", "Joanna", "Anouk"]);
    const all = track(createLocalMentionSource().search(""));
    await vi.runAllTimersAsync();
    expect(all.value).toEqual(MENTION_NAMES.slice(0, MENTION_RESULTS));
  });

  it("matches anywhere in a name, ignoring case and accents", async () => {
    const source = createLocalMentionSource();
    const searches = ["SIMONE", "bjork", "cesaria", "Évora", "nothing like it"].map((query) => track(source.search(query)));
    await vi.runAllTimersAsync();
    expect(searches.map((search) => search.value)).toEqual([
      ["Nina Simone"],
      ["Björk Guðmundsdóttir"],
      ["Cesária Évora"],
      ["Cesária Évora"],
      [],
    ]);
  });

  it(`gives nothing, at once, for a query over ${MENTION_QUERY_MAX} characters`, async () => {
    const source = createLocalMentionSource(["a".repeat(100)]);
    await expect(source.search("a".repeat(MENTION_QUERY_MAX + 1))).resolves.toEqual([]);
    const longest = track(source.search("a".repeat(MENTION_QUERY_MAX)));
    await vi.runAllTimersAsync();
    expect(longest.value).toEqual(["a".repeat(100)]);
  });

  it("rejects with an AbortError and clears its timer when aborted during the delay", async () => {
    const controller = new AbortController();
    const search = track(createLocalMentionSource().search("miles", controller.signal));
    await vi.advanceTimersByTimeAsync(MENTION_DELAY_MS / 2);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(search.settled).toBe("rejected");
    expect(search.error).toMatchObject({ name: "AbortError" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects at once, without a timer, when the signal is already aborted, with its reason", async () => {
    const controller = new AbortController();
    const reason = new Error("the picker closed");
    controller.abort(reason);
    await expect(createLocalMentionSource().search("miles", controller.signal)).rejects.toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops listening to the signal once it has answered", async () => {
    const controller = new AbortController();
    const removed = vi.spyOn(controller.signal, "removeEventListener");
    const search = track(createLocalMentionSource().search("miles", controller.signal));
    await vi.runAllTimersAsync();
    expect(search.value).toEqual(["Miles Davis"]);
    expect(removed).toHaveBeenCalledWith("abort", expect.any(Function));
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(search.settled).toBe("resolved");
  });
});
