// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type LoadedPage, PagedTable } from "./PagedTable";
import type { Loaded } from "./useLoadedList";

afterEach(cleanup);

function renderTable(page: Loaded<LoadedPage<string>>, { offset = 0, problem = null as string | null } = {}) {
  const onOffset = vi.fn();
  render(
    <PagedTable
      page={page}
      problem={problem}
      loading="Loading the fans…"
      empty="No fans yet."
      offset={offset}
      pageSize={2}
      onOffset={onOffset}
      columns={<th scope="col">Address</th>}
    >
      {(email) => (
        <tr key={email}>
          <td>{email}</td>
        </tr>
      )}
    </PagedTable>,
  );
  return onOffset;
}

describe("PagedTable", () => {
  it("says it is loading, or why it failed", () => {
    renderTable({ state: "loading" });
    expect(screen.getByText("Loading the fans…").getAttribute("aria-busy")).toBe("true");
    cleanup();
    renderTable({ state: "failed", message: "The fans could not be loaded: down" });
    expect(screen.getByRole("alert").textContent).toBe("The fans could not be loaded: down");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says the list is empty only when it holds nothing at all, not on a page past its end", () => {
    renderTable({ state: "ready", value: { total: 0, data: [] } });
    expect(screen.getByText("No fans yet.")).toBeTruthy();
    cleanup();
    renderTable({ state: "ready", value: { total: 3, data: [] } }, { offset: 4 });
    expect(screen.queryByText("No fans yet.")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a page of rows with its paging, and the last change's refusal", () => {
    const onOffset = renderTable(
      { state: "ready", value: { total: 3, data: ["ann@example.com", "ben@example.com"] } },
      { problem: "ann@example.com was not removed: no" },
    );
    expect(screen.getAllByRole("row").map((row) => row.textContent)).toEqual(["Address", "ann@example.com", "ben@example.com"]);
    expect(screen.getByText(/1–2 of 3/)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("ann@example.com was not removed: no");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onOffset).toHaveBeenCalledWith(2);
  });
});
