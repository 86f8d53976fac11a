// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../../../blocks/registry";
import { parseDocument } from "../../../runtime/parse";
import { DJ_TEMPLATE } from "../../../runtime/templates/djTemplate";
import type { SiteDocument } from "../../../schema/site";
import { samplePage } from "../../commands/editorTestKit";
import { answerConfirm } from "../../shell/confirmDialogTesting";
import { type FakeStudioServer, fakeStudioServer, sampleSite, tourPage } from "../../shell/studioTestKit";
import { PagesWorkspace } from "../PagesWorkspace";

const fakeApi = vi.hoisted(() => ({}) as Record<string, unknown>);

vi.mock("../../api/studioApi", async (importOriginal) => ({ ...(await importOriginal<object>()), studioApi: fakeApi }));
vi.mock("../../canvas/Canvas", async (importOriginal) => {
  const kit = await import("../../shell/studioTestKit");
  return { ...(await importOriginal<object>()), Canvas: kit.FakeCanvas, EditorDnd: kit.FakeDnd };
});
vi.mock("../../panels/Toolbox", () => import("../../shell/studioTestKit").then((kit) => ({ Toolbox: kit.FakeToolbox })));
vi.mock("../../panels/LayersPanel", () => import("../../shell/studioTestKit").then((kit) => ({ LayersPanel: kit.FakeLayers })));
vi.mock("../../panels/SettingsPanel", () => import("../../shell/studioTestKit").then((kit) => ({ SettingsPanel: kit.FakeSettingsPanel })));
vi.mock("../../panels/SettingsContext", () =>
  import("../../shell/studioTestKit").then((kit) => ({ SettingsDataContext: kit.FakeSettingsDataContext })),
);
vi.mock("../../panels/site/SiteSettingsPanel", () =>
  import("../../shell/studioTestKit").then((kit) => ({ SiteSettingsPanel: kit.FakeSiteSettingsPanel })),
);
vi.mock("../../media/MediaPicker", () => import("../../shell/studioTestKit").then((kit) => ({ useMediaPicker: kit.fakeUseMediaPicker })));
// The previews' data-bound blocks load nothing in these tests: no releases, events or tiers yet.
vi.mock("../../../client/data/apiSiteData", () => ({ apiSiteData: new Proxy({}, { get: () => async () => [] }) }));

let server: FakeStudioServer;

beforeEach(() => {
  server = fakeStudioServer({ site: sampleSite(), pages: [samplePage(), tourPage()] });
  Object.assign(fakeApi, server.api);
});
afterEach(() => {
  cleanup();
});

const profile = { id: "artist", name: "The Lantern Coast" };
const editor = { id: "ed", email: "owner@lanterncoast.example", name: "Owner", role: "owner" as const, profileId: "artist" };

async function settle() {
  await act(async () => {});
}

async function openStudio() {
  render(<PagesWorkspace profile={profile} editor={editor} logOut={vi.fn()} autosaveDelayMs={20} />);
  await screen.findByRole("button", { name: "Select title" });
  await settle();
}

async function openTemplates() {
  fireEvent.click(screen.getByRole("button", { name: "Templates" }));
  return screen.findByRole("dialog", { name: "Start from a template" });
}

const pageList = () => within(screen.getByRole("region", { name: "Pages" }));

describe("the starter templates in the Site section (issue 39, item 4)", () => {
  it("previews each template's pages filled with the artist's name, switching template and page", async () => {
    await openStudio();
    const dialog = await openTemplates();
    const preview = within(dialog).getByRole("region", { name: "Preview: Band, Home page" });
    await within(preview).findByText("Latest releases");
    expect(within(preview).getByText("The Lantern Coast")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("radio", { name: /DJ \/ producer/ }));
    fireEvent.change(within(dialog).getByLabelText("Page to preview"), { target: { value: "about" } });
    const about = within(dialog).getByRole("region", { name: "Preview: DJ / producer, About page" });
    expect(within(about).getByText("About The Lantern Coast")).toBeTruthy();
    // Nothing was written by looking.
    expect(server.calls.filter((call) => call.call === "save")).toEqual([]);
  });

  it("applies a template to the whole site after a confirmation, and one Undo puts every page and the site back exactly", async () => {
    await openStudio();
    // What the workspace holds of the site (it reads the stored copy at the current schema version).
    const parsedSite = parseDocument(sampleSite(), { registry: siteBlocks });
    if (!parsedSite.ok) throw new Error("the sample site does not parse");
    const before = { home: server.draft("home"), tour: server.draft("tour") };

    const dialog = await openTemplates();
    fireEvent.click(within(dialog).getByRole("radio", { name: /DJ \/ producer/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply to the whole site" }));
    await answerConfirm({
      title: "Apply “DJ / producer” to the whole site?",
      message:
        "Its five pages take the place of your pages at /, /about, /listen, /tour, /contact, and your header links, colours and fonts change. Your other pages stay as they are. Undo takes all of it back.",
      button: "Apply to the whole site",
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Start from a template" })).toBeNull());

    // The open home page shows the template's; the list has its new pages; the server has them all.
    await screen.findByRole("button", { name: "Select hero" });
    await waitFor(() => expect(pageList().getByRole("button", { name: /^About/ })).toBeTruthy());
    expect(
      server
        .draft("home")
        ?.root.children?.map((node) => node.type)
        .slice(0, 5),
    ).toEqual(["Hero", "MembershipSection", "FeaturedMusic", "UpcomingEvents", "EmailList"]);
    expect(JSON.stringify(server.draft("tour"))).toContain("Gigs");
    expect(JSON.stringify(server.draft("contact"))).toContain("Bookings and contact");
    await waitFor(() => expect(server.draft<SiteDocument>("site")?.settings).toMatchObject(DJ_TEMPLATE.look));
    expect(
      server
        .draft<SiteDocument>("site")
        ?.pages?.map((page) => page.path)
        .sort(),
    ).toEqual(["/", "/about", "/contact", "/listen", "/tour"]);

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findByRole("button", { name: "Select title" });
    await waitFor(() => expect(server.documents.has("about")).toBe(false));
    expect(server.documents.has("listen")).toBe(false);
    expect(server.documents.has("contact")).toBe(false);
    expect(server.draft("home")).toEqual(before.home);
    expect(server.draft("tour")).toEqual(before.tour);
    await waitFor(() => expect(server.draft<SiteDocument>("site")).toEqual(parsedSite.value));
    await waitFor(() => expect(pageList().queryByRole("button", { name: /^About/ })).toBeNull());
    // The template was the one step: nothing more to undo.
    expect((screen.getByRole("button", { name: "Undo" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("adds one page of a template as a new page, beside the artist's page at its path", async () => {
    await openStudio();
    const dialog = await openTemplates();
    fireEvent.change(within(dialog).getByLabelText("Page to preview"), { target: { value: "tour" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add the Tour page only" }));
    await waitFor(() => expect(server.documents.has("tour-2")).toBe(true));
    expect(server.draft("tour-2")).toMatchObject({ id: "tour-2", path: "/tour-2", title: "Tour" });
    expect(JSON.stringify(server.draft("tour-2"))).toContain("On the road");
    // The artist's own tour page and the site's look are untouched.
    expect(server.draft("tour")).toEqual(tourPage());
    await screen.findByRole("button", { name: "Select dates" });
  });
});
