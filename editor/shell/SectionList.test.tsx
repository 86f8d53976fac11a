// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SectionList } from "./SectionList";
import type { LoadedList } from "./useLoadedList";

afterEach(cleanup);

function renderList(list: LoadedList<string>, more: { problem?: string | null; empty?: string | null; onRetry?: () => void } = {}) {
  const { problem = null, empty = "No events yet.", onRetry } = more;
  return render(
    <SectionList
      list={list}
      problem={problem}
      form={<form aria-label="New event" />}
      loading="Loading the events…"
      empty={empty}
      onRetry={onRetry}
    >
      {(items) => (
        <ul aria-label="Your events">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </SectionList>,
  );
}

describe("SectionList", () => {
  it("says it is loading, with the form above", () => {
    renderList({ state: "loading" });
    expect(screen.getByText("Loading the events…").getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("form", { name: "New event" })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("says why it failed, with Try again only where the section offers it", () => {
    const onRetry = vi.fn();
    renderList({ state: "failed", message: "The events could not be loaded: down" }, { onRetry });
    expect(screen.getByRole("alert").textContent).toBe("The events could not be loaded: down Try again");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    cleanup();
    renderList({ state: "failed", message: "The media could not be loaded: down" });
    expect(screen.getByRole("alert").textContent).toBe("The media could not be loaded: down");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says it is empty, or nothing when the section says so", () => {
    renderList({ state: "ready", value: [] });
    expect(screen.getByText("No events yet.").className).toBe("studio-hint");
    cleanup();
    const { container } = renderList({ state: "ready", value: [] }, { empty: null });
    expect(container.querySelector(".studio-hint")).toBeNull();
  });

  it("shows its items and the last change's refusal above them", () => {
    renderList({ state: "ready", value: ["Berlin night", "Seattle night"] }, { problem: "The event was not deleted: no" });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Berlin night", "Seattle night"]);
    expect(screen.getByRole("alert").textContent).toBe("The event was not deleted: no");
    expect(screen.queryByText("No events yet.")).toBeNull();
  });
});
