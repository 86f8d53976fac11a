// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Pagination } from "./Pagination";

afterEach(cleanup);

function renderPager(page: number, totalPages: number, onNavigate = vi.fn()) {
  const location = memoryLocation({ path: `/list?page=${page}`, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Pagination page={page} totalPages={totalPages} hrefFor={(target) => `/list?page=${target}`} onNavigate={onNavigate} />
    </Router>,
  );
  return { location, onNavigate };
}

describe("Pagination", () => {
  it("shows nothing for a single page", () => {
    renderPager(1, 1);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("links every page, marks the current one and hides the gaps from assistive technology", () => {
    renderPager(5, 10);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(nav.textContent).toBe("‹ Prev1…4Page 56…10Next ›");
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("Page 5");
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["‹ Prev", "1", "4", "6", "10", "Next ›"]);
    expect([...nav.querySelectorAll('[aria-hidden="true"]')].map((gap) => gap.textContent)).toEqual(["…", "…"]);
    expect(screen.getByRole("link", { name: "Page 10" }).getAttribute("href")).toBe("/list?page=10");
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/list?page=4");
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/list?page=6");
  });

  it("disables previous on the first page and next on the last", () => {
    renderPager(1, 3);
    expect(screen.queryByRole("link", { name: "Previous page" })).toBeNull();
    expect(screen.getByText("‹ Prev").getAttribute("aria-disabled")).toBe("true");
    cleanup();
    renderPager(3, 3);
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
  });

  it("navigates on a click and tells the list", () => {
    const { location, onNavigate } = renderPager(1, 3);
    fireEvent.click(screen.getByRole("link", { name: "Page 3" }));
    expect(onNavigate).toHaveBeenCalledWith(3);
    expect(location.history?.at(-1)).toBe("/list?page=3");
  });
});
