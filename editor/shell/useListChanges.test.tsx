// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useListChanges } from "./useListChanges";

describe("useListChanges", () => {
  it("runs a change, then loads the list again and clears the last refusal", async () => {
    const refresh = vi.fn(async () => {});
    const { result } = renderHook(() => useListChanges(refresh));
    act(() => result.current.setProblem("The tier was not deleted: no"));
    await act(() => result.current.change(async () => {}, "The tier was not moved"));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.current.problem).toBeNull();
  });

  it("shows a refusal in the server's words, and does not load again", async () => {
    const refresh = vi.fn(async () => {});
    const { result } = renderHook(() => useListChanges(refresh));
    await act(() =>
      result.current.change(async () => {
        throw new Error("This tier has 12 members: hide it instead.");
      }, "The tier was not deleted"),
    );
    expect(result.current.problem).toBe("The tier was not deleted: This tier has 12 members: hide it instead.");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("gives a form its refusal instead of showing it (attempt)", async () => {
    const { result } = renderHook(() => useListChanges(async () => {}));
    let refused: string | null = null;
    await act(async () => {
      refused = await result.current.attempt(async () => {
        throw new Error("the name is taken");
      }, "The tier was not saved");
    });
    expect(refused).toBe("The tier was not saved: the name is taken");
    expect(result.current.problem).toBeNull();
  });
});
