import { describe, expect, it } from "vitest";
import { readRedirectCsv } from "./readRedirectCsv";

describe("a file of redirects from an old site (issue 39, item 7)", () => {
  it("reads a CSV with a header, the type as 301, 302 or words, and whole addresses of the old site", () => {
    const read = readRedirectCsv(
      "Old URL,New URL,Type\n/tour-2024,/tour\nhttps://old.example/blog/first-post,/posts,302\n/shop/,/music?tab=merch,temporary\n",
    );
    expect(read.rows).toBe(3);
    expect(read.problems).toEqual([]);
    expect(read.redirects).toEqual([
      { fromPath: "/tour-2024", toPath: "/tour", permanent: true },
      { fromPath: "/blog/first-post", toPath: "/posts", permanent: false },
      { fromPath: "/shop", toPath: "/music?tab=merch", permanent: false },
    ]);
  });

  it("reads Squarespace's URL mappings, one a line", () => {
    const read = readRedirectCsv("/old-page -> /new-page 301\n/gone -> /music 302\n");
    expect(read.redirects).toEqual([
      { fromPath: "/old-page", toPath: "/new-page", permanent: true },
      { fromPath: "/gone", toPath: "/music", permanent: false },
    ]);
  });

  it("leaves out each row it cannot take and says why, by its row; a later row for the same path wins", () => {
    const read = readRedirectCsv("/a,/b\n/c\n/d,https://elsewhere.example/\n/e,/e\n/a,/z\n/f?x=1,/g\n");
    expect(read.redirects).toEqual([{ fromPath: "/a", toPath: "/z", permanent: true }]);
    expect(read.problems).toEqual([
      { row: 2, message: "This row has no new path: write the old path, then the new one." },
      {
        row: 3,
        message: "The new path must be a page of your own site, such as /music: a redirect never sends fans to another site.",
      },
      { row: 4, message: "A path cannot redirect to itself." },
      { row: 1, message: "Replaced by row 5, which redirects the same old path." },
      { row: 6, message: "The old path is matched without a query: enter it without ? or #." },
    ]);
  });

  it("reads nothing of a file longer than the redirects an artist may have", () => {
    const read = readRedirectCsv(Array.from({ length: 2100 }, (_, index) => `/old-${index},/new`).join("\n"));
    expect(read).toMatchObject({ tooLong: true, redirects: [] });
  });
});
