// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchInput } from "./SearchInput";
import { SEARCH_DEBOUNCE_MS } from "./useDebouncedValue";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A search box whose search the test controls, as the address would. */
function renderBox(value = "") {
  const onSearch = vi.fn();
  const view = render(<SearchInput label="Search music" placeholder="Search music..." value={value} onSearch={onSearch} />);
  const input = screen.getByRole("searchbox", { name: "Search music" }) as HTMLInputElement;
  const rerender = (next: string) =>
    view.rerender(<SearchInput label="Search music" placeholder="Search music..." value={next} onSearch={onSearch} />);
  return { input, onSearch, rerender };
}

describe("SearchInput", () => {
  it("searches once, 500 ms after typing pauses, with the trimmed text", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    const { input, onSearch } = renderBox();
    expect(input.placeholder).toBe("Search music...");
    fireEvent.change(input, { target: { value: "t" } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: "tide " } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("tide");
    expect(input.value).toBe("tide ");
  });

  it("does not search when the text comes back to the search in effect", () => {
    const { input, onSearch } = renderBox("tide");
    fireEvent.change(input, { target: { value: "tid" } });
    fireEvent.change(input, { target: { value: "tide" } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("searches at once on Enter", () => {
    const { input, onSearch } = renderBox();
    fireEvent.change(input, { target: { value: "glass" } });
    fireEvent.submit(input);
    expect(onSearch).toHaveBeenCalledWith("glass");
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("keeps the typed text when its own search comes back", () => {
    const { input, onSearch, rerender } = renderBox();
    fireEvent.change(input, { target: { value: "glass" } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(input, { target: { value: "glass h" } });
    rerender("glass");
    expect(input.value).toBe("glass h");
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenLastCalledWith("glass h");
  });

  it("follows a search changed elsewhere (back, forward) and drops a pending edit", () => {
    const { input, onSearch, rerender } = renderBox("tide");
    fireEvent.change(input, { target: { value: "tidep" } });
    rerender("");
    expect(input.value).toBe("");
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
