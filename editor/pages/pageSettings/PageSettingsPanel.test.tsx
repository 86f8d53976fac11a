// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { validatePage } from "../../../schema/generated/validators.js";
import type { SiteDocument } from "../../../schema/site";
import { sampleState } from "../../commands/editorTestKit";
import { undo } from "../../commands/undo";
import { createEditorStore } from "../../state/editorStore";
import { PageSettingsPanel } from "./PageSettingsPanel";

afterEach(cleanup);

const SITE: SiteDocument = {
  schemaVersion: 1,
  kind: "site",
  settings: { logo: "/media/p1/logo.png" },
  seo: { description: "Songs from the coast." },
};

function renderPanel(site: SiteDocument = SITE) {
  const store = createEditorStore(sampleState());
  render(
    <PageSettingsPanel
      store={store}
      artistName="The Band"
      site={site}
      host="band.example"
      pickMedia={() => Promise.resolve("/media/p1/tour.jpg")}
    />,
  );
  return store;
}

const searchPreview = () => screen.getByRole("figure", { name: "Search result preview" });
const cardPreview = () => screen.getByRole("figure", { name: "Social card preview" });

describe("Page settings › Search and social (issue 39, item 6)", () => {
  it("previews the page as search results and social cards show it, with the site's defaults where the page says nothing", () => {
    const store = renderPanel();
    const { title, path } = store.getState().document;
    expect(within(searchPreview()).getByText(`band.example${path === "/" ? "" : path}`)).toBeTruthy();
    expect(within(searchPreview()).getByText(path === "/" ? "The Band" : `${title} · The Band`)).toBeTruthy();
    expect(within(searchPreview()).getByText("Songs from the coast.")).toBeTruthy();
    expect(cardPreview().querySelector("img")?.getAttribute("src")).toBe("/media/p1/logo.png");
  });

  it("edits the page's title, description, image and visibility as undoable steps, and previews each", async () => {
    const store = renderPanel();
    const before = store.getState().document;
    fireEvent.change(screen.getByLabelText("Title in search results"), { target: { value: "Tour dates | The Band" } });
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "x ".repeat(120).trim() } });
    await act(async () =>
      fireEvent.click(within(screen.getByRole("group", { name: "Social image" })).getByRole("button", { name: "Choose image" })),
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Hide from search engines" }));
    const after = store.getState().document;
    expect(after).toMatchObject({
      searchTitle: "Tour dates | The Band",
      description: "x ".repeat(120).trim(),
      socialImage: "/media/p1/tour.jpg",
      hideFromSearch: true,
    });
    expect(validatePage(after)).toBe(true);
    expect(within(searchPreview()).getByText("Hidden from search engines: this page is not listed.")).toBeTruthy();
    // A search result cuts a long description; the card too.
    expect(within(cardPreview()).getByText(/…$/).textContent?.length).toBeLessThanOrEqual(155);
    expect(cardPreview().querySelector("img")?.getAttribute("src")).toBe("/media/p1/tour.jpg");

    for (let step = 0; step < 4; step++) store.update(undo);
    expect(store.getState().document).toEqual(before);
  });

  it("says when the page is the site's not-found page, which search engines never list", () => {
    const path = sampleState().document.path;
    renderPanel({ ...SITE, notFoundPage: path });
    expect(screen.getByText(/^This is your site's not-found page/)).toBeTruthy();
    expect(within(searchPreview()).getByText("Hidden from search engines: this page is not listed.")).toBeTruthy();
  });

  it("removes an emptied title, so the page's own title shows again", () => {
    const store = renderPanel();
    const field = screen.getByLabelText("Title in search results");
    fireEvent.change(field, { target: { value: "Short" } });
    fireEvent.change(field, { target: { value: "" } });
    expect(Object.hasOwn(store.getState().document, "searchTitle")).toBe(false);
  });
});
