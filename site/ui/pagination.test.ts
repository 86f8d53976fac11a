import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadPageInRange, MAX_PLAIN_PAGES, pageCount, paginationItems } from "./pagination";

describe("paginationItems", () => {
  it("shows every page up to 7 pages", () => {
    for (let total = 1; total <= 7; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        expect(paginationItems(page, total)).toEqual(Array.from({ length: total }, (_, index) => index + 1));
      }
    }
  });

  it("shows nothing without pages", () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it("shows a window with ellipses past 7 pages", () => {
    expect(paginationItems(1, 8)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 8]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, "end-ellipsis", 10]);
    expect(paginationItems(5, 10)).toEqual([1, "start-ellipsis", 4, 5, 6, "end-ellipsis", 10]);
    expect(paginationItems(6, 10)).toEqual([1, "start-ellipsis", 5, 6, 7, "end-ellipsis", 10]);
    expect(paginationItems(7, 10)).toEqual([1, "start-ellipsis", 6, 7, 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([1, "start-ellipsis", 6, 7, 8, 9, 10]);
    expect(paginationItems(50, 100)).toEqual([1, "start-ellipsis", 49, 50, 51, "end-ellipsis", 100]);
  });

  it("clamps a current page outside the pages", () => {
    expect(paginationItems(0, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
  });

  it("always shows the current, first and last pages, ascending, without duplicates, in at most 7 items", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }).chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 1, max: total }))),
        ([total, page]) => {
          const items = paginationItems(page, total);
          const pages = items.filter((item): item is number => typeof item === "number");
          expect(pages).toContain(page);
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(total);
          expect(new Set(pages).size).toBe(pages.length);
          expect(new Set(items).size).toBe(items.length);
          for (let index = 1; index < pages.length; index += 1) expect(pages[index]).toBeGreaterThan(pages[index - 1] as number);
          expect(items.length).toBe(Math.min(total, MAX_PLAIN_PAGES));
          // An ellipsis stands for at least one hidden page, and only where pages are hidden.
          items.forEach((item, index) => {
            if (typeof item === "number") return;
            const before = items[index - 1];
            const after = items[index + 1];
            expect(typeof before === "number" && typeof after === "number" && after - before > 1).toBe(true);
          });
          for (let index = 1; index < items.length; index += 1) {
            const [before, after] = [items[index - 1], items[index]];
            if (typeof before === "number" && typeof after === "number") expect(after).toBe(before + 1);
          }
        },
      ),
    );
  });
});

describe("pageCount", () => {
  it("counts the pages the items fill", () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(13, 0)).toBe(0);
  });
});

describe("loadPageInRange", () => {
  const list = (total: number) => async (page: number) => {
    const items = Array.from({ length: total }, (_, i) => i + 1);
    return { data: items.slice((page - 1) * 10, page * 10), page, pageSize: 10, total };
  };

  it("loads the page asked for when it has items", async () => {
    expect((await loadPageInRange(2, list(13))).data).toEqual([11, 12, 13]);
  });

  it("loads the last page when the one asked for is past the end", async () => {
    const result = await loadPageInRange(99, list(13));
    expect(result.page).toBe(2);
    expect(result.data).toEqual([11, 12, 13]);
  });

  it("keeps an empty list's first page", async () => {
    expect(await loadPageInRange(5, list(0))).toEqual({ data: [], page: 5, pageSize: 10, total: 0 });
  });
});
