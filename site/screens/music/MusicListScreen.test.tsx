// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RouteDataStore } from "../../app/RouteDataStore";
import { routeDataKey } from "../../app/routeTypes";
import { musicListRoute } from "./musicListRoute";
import { currentHref, fakeSiteData, release, renderRoute, variant } from "./musicTestKit";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** 13 releases like the demo's: albums and singles, one pay-what-you-want. */
const catalogue = Array.from({ length: 13 }, (_, index) =>
  release(`r${index + 1}`, {
    title: index === 0 ? "Afterglow Avenue" : index === 1 ? "Glasshouse" : `Release ${index + 1}`,
    releaseType: index % 3 === 0 ? "album" : "single",
    ...(index === 1 ? { variants: [variant({ id: "v-r2", price: 1, payWhatYouWant: true })] } : {}),
  }),
);

const cardTitles = () => [...document.querySelectorAll(".music-card__title")].map((title) => title.textContent);

describe("the music list", () => {
  it("shows 'My Music', a search box and the first ten releases with cover, title, artist, price and link", async () => {
    renderRoute(musicListRoute, "/music", fakeSiteData(catalogue));
    expect(await screen.findByRole("heading", { level: 1, name: "My Music" })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search music" }).getAttribute("placeholder")).toBe("Search music...");
    expect(cardTitles()).toHaveLength(10);
    const card = screen.getByRole("link", { name: /Afterglow Avenue/ });
    expect(card.getAttribute("href")).toBe("/music/r1");
    expect(card.textContent).toContain("The Band");
    expect(card.textContent).toContain("$12.00");
    expect(card.querySelector("img")?.getAttribute("src")).toBe("/media/r1.svg");
    expect(screen.getByRole("link", { name: /Glasshouse/ }).textContent).toContain("From $1.00");
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
  });

  it("says 'No music found' when nothing matches", async () => {
    renderRoute(musicListRoute, "/music?search=zzz", fakeSiteData(catalogue));
    expect(await screen.findByText("No music found")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("loads the view in the address: search, release type and page", async () => {
    const data = fakeSiteData(catalogue);
    renderRoute(musicListRoute, "/music?search=release&releaseType=album&page=1", data);
    await screen.findByRole("heading", { name: "My Music" });
    expect(cardTitles()).toEqual(["Release 4", "Release 7", "Release 10", "Release 13"]);
    expect(data.calls).toEqual([{ page: 1, limit: 10, category: "Music", query: "release", releaseType: "album" }]);
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("release");
  });

  it("pages through the results in the address", async () => {
    const { location } = renderRoute(musicListRoute, "/music", fakeSiteData(catalogue));
    await screen.findByRole("heading", { name: "My Music" });
    fireEvent.click(screen.getByRole("link", { name: "Page 2" }));
    expect(currentHref(location)).toBe("/music?page=2");
    await waitFor(() => expect(cardTitles()).toEqual(["Release 11", "Release 12", "Release 13"]));
    expect(document.querySelector('[aria-current="page"]')?.textContent).toBe("Page 2");
  });

  it("filters by release type in the 'Filter Music' modal, back to page 1", async () => {
    const data = fakeSiteData(catalogue);
    const { location } = renderRoute(musicListRoute, "/music?search=release&page=2", data);
    await screen.findByRole("heading", { name: "My Music" });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    const dialog = screen.getByRole("dialog", { name: "Filter Music" });
    const group = within(dialog).getByRole("group", { name: "Release Type" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(["all", "album", "single"]);
    expect((within(group).getByRole("radio", { name: "All" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole("radio", { name: "Album" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply Filters" }));
    expect(currentHref(location)).toBe("/music?search=release&releaseType=album");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(cardTitles()).toEqual(["Release 4", "Release 7", "Release 10", "Release 13"]));
    expect(data.calls.at(-1)).toEqual({ page: 1, limit: 10, category: "Music", query: "release", releaseType: "album" });

    // The chip removes the filter.
    fireEvent.click(screen.getByRole("button", { name: "Remove filter: Album" }));
    expect(currentHref(location)).toBe("/music?search=release");
  });

  it("searches 500 ms after typing stops, back to page 1, keeping the focus while results load", async () => {
    const data = fakeSiteData(catalogue);
    const { location } = renderRoute(musicListRoute, "/music?page=2", data);
    await screen.findByRole("heading", { name: "My Music" });
    const box = screen.getByRole("searchbox", { name: "Search music" }) as HTMLInputElement;
    box.focus();
    const release = data.hold();
    fireEvent.change(box, { target: { value: "glass" } });
    expect(currentHref(location)).toBe("/music?page=2");
    await waitFor(() => expect(currentHref(location)).toBe("/music?search=glass"), { timeout: 2000 });
    // The previous results stay while the new ones load, and the box keeps its focus.
    expect(document.querySelector(".music-results")?.getAttribute("aria-busy")).toBe("true");
    expect(document.activeElement).toBe(box);
    expect(cardTitles()).toEqual(["Release 11", "Release 12", "Release 13"]);
    act(release);
    await waitFor(() => expect(cardTitles()).toEqual(["Glasshouse"]));
    expect(document.activeElement).toBe(box);
    expect(box.value).toBe("glass");
    expect(data.calls.at(-1)).toEqual({ page: 1, limit: 10, category: "Music", query: "glass" });
  });

  it("shows the earlier view again when the address goes back, from the data it already has", async () => {
    const data = fakeSiteData(catalogue);
    const { location } = renderRoute(musicListRoute, "/music", data);
    await screen.findByRole("heading", { name: "My Music" });
    act(() => location.navigate("/music?search=glass"));
    await waitFor(() => expect(cardTitles()).toEqual(["Glasshouse"]));
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("glass");
    act(() => location.navigate("/music"));
    expect(cardTitles()).toHaveLength(10);
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
    expect(data.calls).toHaveLength(2);
  });

  it("renders the server's data without loading it again, under a key of the view alone", async () => {
    const data = fakeSiteData(catalogue);
    const search = new URLSearchParams("page=2&utm_source=x&releaseType=all");
    const key = routeDataKey(musicListRoute, "/music", search);
    expect(key).toBe(routeDataKey(musicListRoute, "/music", new URLSearchParams("page=2")));
    const loaded = await musicListRoute.load?.({ pathname: "/music", params: {}, search, data });
    const store = new RouteDataStore({ [key]: loaded });
    renderRoute(musicListRoute, "/music?page=2&utm_source=x&releaseType=all", data, { store });
    expect(cardTitles()).toEqual(["Release 11", "Release 12", "Release 13"]);
    expect(data.calls).toHaveLength(1);
  });

  it("has a head per view", () => {
    const head = (text: string) =>
      musicListRoute.head({
        data: { data: [], page: 1, pageSize: 10, total: 0 },
        params: {},
        search: new URLSearchParams(text),
        profile: { id: "p1", name: "The Band" },
        site: { schemaVersion: 1, kind: "site" },
        pathname: "/music",
      });
    expect(head("")).toMatchObject({ title: "My Music · The Band", canonicalPath: "/music" });
    expect(head("").description).toContain("The Band");
    expect(head("page=2&releaseType=album")).toMatchObject({
      title: "My Music, page 2 · The Band",
      canonicalPath: "/music?releaseType=album&page=2",
    });
    expect(head("search=x").noIndex).toBe(true);
  });
});
