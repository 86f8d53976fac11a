import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { parsePage, parseSite } from "../../runtime/parse";
import type { SiteDocument } from "../../schema/site";
import {
  checkPageEntry,
  newPageDocument,
  normalizePagePath,
  pageIdForPath,
  sortPages,
  withoutPage,
  withPageEntry,
  withRenamedPage,
} from "./pageEntries";

const pages = [
  { id: "home", title: "Home", path: "/" },
  { id: "tour", title: "Tour", path: "/tour" },
];

describe("page entries", () => {
  it("tidies a typed path", () => {
    expect(normalizePagePath(" tour/dates/ ")).toBe("/tour/dates");
    expect(normalizePagePath("/")).toBe("/");
    expect(normalizePagePath("")).toBe("");
  });

  it("checks the title and the path with the schema's rules, and that the path is free", () => {
    expect(checkPageEntry({ title: " Merch ", path: "shop" }, pages)).toEqual({ ok: true, title: "Merch", path: "/shop" });
    // The site's own Merch screen answers at /merch (issue 36): no page may take it.
    expect(checkPageEntry({ title: "Merch", path: "merch" }, pages)).toEqual({
      ok: false,
      errors: { path: "/merch is the site's Merch screen. Choose another path." },
    });
    expect(checkPageEntry({ title: "", path: "" }, pages)).toEqual({
      ok: false,
      errors: { title: "Give the page a title.", path: "Give the page a path, such as /tour." },
    });
    expect(checkPageEntry({ title: "Shop", path: "/Shop Now" }, pages)).toEqual({
      ok: false,
      errors: { path: "The path must be a path such as / or /music, in lowercase letters, digits and hyphens." },
    });
    expect(checkPageEntry({ title: "x".repeat(121), path: "/x" }, pages)).toMatchObject({
      ok: false,
      errors: { title: expect.any(String) },
    });
    expect(checkPageEntry({ title: "Tour 2", path: "/tour/" }, pages)).toEqual({
      ok: false,
      errors: { path: 'Another page ("Tour") already uses the path /tour.' },
    });
  });

  it("makes a readable, unique id from the path, never the site document's", () => {
    const taken = new Set(pages.map((page) => page.id));
    expect(pageIdForPath("/tour/dates", taken)).toBe("tour-dates");
    expect(pageIdForPath("/tour", taken)).toBe("tour-2");
    expect(pageIdForPath("/site", taken)).toBe("site-2");
    expect(pageIdForPath(`/${"a".repeat(64)}/${"b".repeat(64)}`, taken)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it("creates a valid page with an empty page container, with room around its content", () => {
    const page = newPageDocument({ id: "merch", title: "Merch", path: "/merch" });
    expect(parsePage(page, { registry: siteBlocks })).toEqual({ ok: true, value: page });
    expect(page.root).toEqual({
      id: "page",
      type: "Container",
      props: { role: "page", flexDirection: "column", paddings: [48, 24, 48, 24] },
      children: [],
    });
  });

  it("keeps the site's page list and header links in step", () => {
    const site: SiteDocument = {
      schemaVersion: 1,
      kind: "site",
      settings: {
        headerLinks: [
          { href: "/tour", label: "Tour" },
          { href: "https://example.com", label: "Shop" },
        ],
      },
      pages,
    };
    const added = withPageEntry(site, { id: "merch", title: "Merch", path: "/merch" });
    expect(added.pages?.map((page) => page.id)).toEqual(["home", "tour", "merch"]);
    const renamed = withRenamedPage(added, { id: "tour", title: "Live", path: "/live" }, "/tour");
    expect(renamed.pages?.[1]).toEqual({ id: "tour", title: "Live", path: "/live" });
    expect(renamed.settings?.headerLinks?.map((link) => link.href)).toEqual(["/live", "https://example.com"]);
    expect(parseSite(renamed, { registry: siteBlocks }).ok).toBe(true);
    expect(withoutPage(renamed, "merch").pages?.map((page) => page.id)).toEqual(["home", "tour"]);
  });

  it("keeps the not-found page chosen through a rename, and drops the choice with the page", () => {
    const site: SiteDocument = {
      schemaVersion: 1,
      kind: "site",
      pages: [...pages, { id: "lost", title: "Lost", path: "/lost" }],
      notFoundPage: "/lost",
    };
    const renamed = withRenamedPage(site, { id: "lost", title: "Lost", path: "/nowhere" }, "/lost");
    expect(renamed.notFoundPage).toBe("/nowhere");
    expect(withRenamedPage(site, { id: "tour", title: "Live", path: "/live" }, "/tour").notFoundPage).toBe("/lost");
    expect(withoutPage(renamed, "tour").notFoundPage).toBe("/nowhere");
    const removed = withoutPage(renamed, "lost");
    expect(removed).not.toHaveProperty("notFoundPage");
    expect(parseSite(removed, { registry: siteBlocks }).ok).toBe(true);
  });

  it("lists home first, then by path", () => {
    expect(sortPages([{ id: "b", title: "B", path: "/b" }, { id: "a", title: "A", path: "/a" }, ...pages]).map((page) => page.id)).toEqual([
      "home",
      "a",
      "b",
      "tour",
    ]);
  });
});

describe("paths of the site's own screens", () => {
  it.each([
    ["/music", "/music is the site's Music screen. Choose another path."],
    ["/music/live", "/music/live is the site's Music screen. Choose another path."],
    ["/members", "/members is the site's Members screen. Choose another path."],
    ["/account", "/account is the site's My Account screen. Choose another path."],
    ["/studio", "/studio is kept for the site's /studio addresses. Choose another path."],
    ["/membership/checkout", "/membership/checkout is kept for the site's /membership addresses. Choose another path."],
  ])("refuses %s for a page", (path, message) => {
    expect(checkPageEntry({ title: "A page", path }, [])).toEqual({ ok: false, errors: { path: message } });
  });

  it("accepts paths that only begin with the same letters", () => {
    expect(checkPageEntry({ title: "Musicians", path: "/musicians" }, [])).toEqual({ ok: true, title: "Musicians", path: "/musicians" });
  });
});
