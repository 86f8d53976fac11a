// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLoadedList } from "./useLoadedList";

/** A promise resolved or rejected from outside, to answer loads in any order. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("useLoadedList", () => {
  it("shows the latest load's answer when an earlier one answers after it", async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const { result, rerender } = renderHook(({ load }) => useLoadedList("The activity", load), {
      initialProps: { load: () => first.promise },
    });
    rerender({ load: () => second.promise });
    await act(async () => second.resolve(["filtered"]));
    await waitFor(() => expect(result.current.list).toEqual({ state: "ready", value: ["filtered"] }));
    await act(async () => first.resolve(["everything"]));
    expect(result.current.list).toEqual({ state: "ready", value: ["filtered"] });
  });

  it("says what failed in the latest load, and ignores an earlier load's failure", async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const { result, rerender } = renderHook(({ load }) => useLoadedList("The activity", load), {
      initialProps: { load: () => first.promise },
    });
    rerender({ load: () => second.promise });
    await act(async () => first.reject(new Error("gone")));
    expect(result.current.list).toEqual({ state: "loading" });
    await act(async () => second.reject(new Error("The server is busy")));
    expect(result.current.list).toEqual({ state: "failed", message: "The activity could not be loaded: The server is busy" });
  });
});
