// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findNode } from "../../runtime/tree";
import type { PageDocument } from "../../schema/page";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import type { SiteDocument } from "../../schema/site";
import { samplePage } from "../commands/editorTestKit";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { type FakeStudioServer, fakeStudioServer, sampleSite, tourPage } from "../shell/studioTestKit";
import { PagesWorkspace } from "./PagesWorkspace";

const fakeApi = vi.hoisted(() => ({}) as Record<string, unknown>);

vi.mock("../api/studioApi", async (importOriginal) => ({ ...(await importOriginal<object>()), studioApi: fakeApi }));
vi.mock("../canvas/Canvas", async (importOriginal) => {
  const kit = await import("../shell/studioTestKit");
  return { ...(await importOriginal<object>()), Canvas: kit.FakeCanvas, EditorDnd: kit.FakeDnd };
});
vi.mock("../panels/Toolbox", () => import("../shell/studioTestKit").then((kit) => ({ Toolbox: kit.FakeToolbox })));
vi.mock("../panels/LayersPanel", () => import("../shell/studioTestKit").then((kit) => ({ LayersPanel: kit.FakeLayers })));
vi.mock("../panels/SettingsPanel", () => import("../shell/studioTestKit").then((kit) => ({ SettingsPanel: kit.FakeSettingsPanel })));
vi.mock("../panels/SettingsContext", () =>
  import("../shell/studioTestKit").then((kit) => ({ SettingsDataContext: kit.FakeSettingsDataContext })),
);
vi.mock("../panels/site/SiteSettingsPanel", () =>
  import("../shell/studioTestKit").then((kit) => ({ SiteSettingsPanel: kit.FakeSiteSettingsPanel })),
);
vi.mock("../media/MediaPicker", () => import("../shell/studioTestKit").then((kit) => ({ useMediaPicker: kit.fakeUseMediaPicker })));

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

async function openStudio() {
  const logOut = vi.fn();
  // What the studio runs before another section opens or the editor logs out from the sidebar.
  let beforeLeave: () => Promise<boolean> = () => Promise.reject(new Error("the workspace gave the studio nothing to run before leaving"));
  render(
    <PagesWorkspace
      profile={profile}
      editor={editor}
      logOut={logOut}
      autosaveDelayMs={20}
      setBeforeLeave={(leave) => {
        beforeLeave = leave;
      }}
    />,
  );
  await screen.findByRole("button", { name: "Select title" });
  await settle();
  return { logOut, leave: () => beforeLeave() };
}

/**
 * Lets React finish what the studio's own timers and requests scheduled (autosave, loading),
 * which runs outside act(). An event fired while such a render is under way was sometimes lost
 * on a busy machine, so interactions wait for it first.
 */
async function settle() {
  await act(async () => {});
}

/** Selects a block on the canvas and deletes it with the Delete key. */
async function deleteBlock(id: string) {
  await settle();
  fireEvent.click(screen.getByRole("button", { name: `Select ${id}` }));
  fireEvent.keyDown(document.body, { key: "Delete" });
}

const status = () => screen.getByText(/^(Saved|Saving…|Unsaved changes|Not saved: .*)$/);
const saves = () => server.calls.filter((call) => call.call === "save");
const button = (name: string | RegExp) => screen.getByRole("button", { name });
/** Downloads offered from now on: the files' contents and names. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const clicked: string[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:${blobs.length}`;
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  return { blobs, clicked };
}

const pagesOf = (site: SiteDocument | undefined) => site?.pages?.map((page) => page.path);

describe("the workspace", () => {
  it("shows the open page (home first) and the parts of the editor", async () => {
    await openStudio();
    expect((screen.getByLabelText("Page") as HTMLSelectElement).value).toBe("home");
    expect(screen.getByRole("region", { name: "Toolbox" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Layers" })).toBeTruthy();
    const settings = screen.getByRole("region", { name: "Block settings panel" });
    expect(within(settings).getByText("/ /tour")).toBeTruthy();
    // The artist's email lists, for the Email-list block's settings.
    expect(await within(settings).findByText("Newsletter, Tour alerts")).toBeTruthy();
    expect(status().textContent).toBe("Saved");
    expect(screen.getByRole("region", { name: "Canvas" }).dataset.artist).toBe("The Lantern Coast");
  });

  it("switches the canvas between 375, 768 and 1280 pixels", async () => {
    await openStudio();
    const canvas = () => screen.getByRole("region", { name: "Canvas" });
    expect(canvas().dataset.viewport).toBe("1280");
    fireEvent.click(button("375"));
    expect(canvas().dataset.viewport).toBe("375");
    expect(button("375").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(button("768"));
    expect(canvas().dataset.viewport).toBe("768");
  });

  it("enables undo and redo only when there is history, and they work", async () => {
    await openStudio();
    expect((button("Undo") as HTMLButtonElement).disabled).toBe(true);
    expect((button("Redo") as HTMLButtonElement).disabled).toBe(true);
    await deleteBlock("title");
    expect(screen.queryByRole("button", { name: "Select title" })).toBeNull();
    expect((button("Undo") as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button("Undo"));
    expect(button("Select title")).toBeTruthy();
    expect((button("Undo") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button("Redo"));
    expect(screen.queryByRole("button", { name: "Select title" })).toBeNull();
  });

  it("opens another page from the picker after saving the open one", async () => {
    await openStudio();
    await deleteBlock("title");
    fireEvent.change(screen.getByLabelText("Page"), { target: { value: "tour" } });
    await screen.findByRole("button", { name: "Select dates" });
    expect(saves().map((call) => call.id)).toEqual(["home"]);
    expect(findNode(server.draft("home") as PageDocument, "title")).toBeUndefined();
  });
});

describe("autosave status", () => {
  it("says 'Unsaved changes', then 'Saving…', then 'Saved', with the base version", async () => {
    await openStudio();
    server.hold();
    await deleteBlock("title");
    expect(status().textContent).toBe("Unsaved changes");
    await screen.findByText("Saving…");
    act(() => server.release());
    await screen.findByText("Saved");
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({ id: "home", baseVersion: 1 });
    expect(findNode(server.draft("home") as PageDocument, "title")).toBeUndefined();
  });

  it("says 'Not saved: <error>' with Retry, which saves again", async () => {
    await openStudio();
    server.failNext(new Error("The service is unavailable for a moment. Please try again."));
    await deleteBlock("title");
    await screen.findByText("Not saved: The service is unavailable for a moment. Please try again.");
    fireEvent.click(button("Retry"));
    await screen.findByText("Saved");
    expect(saves()).toHaveLength(2);
    expect(server.documents.get("home")?.version).toBe(2);
  });

  it("warns before the page is left while changes are not saved", async () => {
    await openStudio();
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    server.hold();
    await deleteBlock("title");
    expect(leave()).toBe(true);
    act(() => server.release());
    await screen.findByText("Saved");
    expect(leave()).toBe(false);
  });

  it("saves the site settings too, and says so while they are not saved", async () => {
    await openStudio();
    fireEvent.click(button("Site settings"));
    expect(screen.getByText("Corner radius 10")).toBeTruthy();
    server.hold();
    fireEvent.click(button("Round corners"));
    expect(screen.getByText("Corner radius 24")).toBeTruthy();
    expect(screen.getByText("Site settings: Unsaved changes")).toBeTruthy();
    act(() => server.release());
    await waitFor(() => expect(server.draft<SiteDocument>("site")?.settings?.cornerRadius).toBe(24));
    await waitFor(() => expect(screen.queryByText(/^Site settings: /)).toBeNull());
    // Selecting a block shows its settings again.
    fireEvent.click(button("Select cta"));
    expect(screen.getByRole("region", { name: "Block settings panel" })).toBeTruthy();
  });

  it("undoes and redoes site-settings edits while their panel is open, and page edits otherwise", async () => {
    await openStudio();
    await deleteBlock("title");
    fireEvent.click(button("Site settings"));
    expect(button("Undo")).toHaveProperty("disabled", true);
    fireEvent.click(button("Round corners"));
    fireEvent.click(button("Undo"));
    expect(screen.getByText("Corner radius 10")).toBeTruthy();
    fireEvent.click(button("Redo"));
    expect(screen.getByText("Corner radius 24")).toBeTruthy();
    fireEvent.keyDown(document.body, { key: "z", ctrlKey: true });
    expect(screen.getByText("Corner radius 10")).toBeTruthy();
    // The page's own edit is untouched until its settings are closed.
    expect(screen.queryByRole("button", { name: "Select title" })).toBeNull();
    fireEvent.click(button("Site settings"));
    fireEvent.click(button("Undo"));
    expect(await screen.findByRole("button", { name: "Select title" })).toBeTruthy();
  });
});

describe("a conflict (someone else saved in between)", () => {
  const theirs = (): PageDocument => ({
    ...samplePage(),
    root: {
      id: "root",
      type: "Container",
      props: { role: "page" },
      children: [{ id: "theirs", type: "Text", props: { content: richTextFromPlainText("Their words") } }],
    },
  });

  async function conflicted() {
    const opened = await openStudio();
    server.saveAsSomeoneElse("home", theirs());
    await deleteBlock("title");
    const dialog = await screen.findByRole("alertdialog", { name: "Someone else saved" });
    expect(within(dialog).getByText("Someone else saved this page while you were editing.")).toBeTruthy();
    expect(status().textContent).toBe("Not saved: someone else saved in between");
    return { ...opened, dialog };
  }

  it("'Load their version' loads theirs with a fresh history, and keeps mine to export", async () => {
    const { dialog } = await conflicted();
    fireEvent.click(within(dialog).getByRole("button", { name: "Load their version" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(button("Select theirs")).toBeTruthy();
    expect(screen.getByText("Their words")).toBeTruthy();
    expect((button("Undo") as HTMLButtonElement).disabled).toBe(true);
    expect(status().textContent).toBe("Saved");

    const { blobs, clicked } = captureDownloads();
    fireEvent.click(button("Export my version"));
    expect(clicked).toEqual(["home-mine.json"]);
    const mine = JSON.parse(await (blobs[0] as Blob).text()) as PageDocument;
    expect(findNode(mine, "title")).toBeUndefined();
    expect(findNode(mine, "cta")).toBeDefined();

    // Editing goes on from their version.
    await deleteBlock("theirs");
    await screen.findByText("Saved");
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ baseVersion: 2 }));
    expect(server.documents.get("home")?.version).toBe(3);
  });

  it("'Keep mine' saves mine over theirs", async () => {
    const { dialog } = await conflicted();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep mine" }));
    await screen.findByText("Saved");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(saves().at(-1)).toMatchObject({ id: "home", baseVersion: 2 });
    const stored = server.draft("home") as PageDocument;
    expect(findNode(stored, "theirs")).toBeUndefined();
    expect(findNode(stored, "title")).toBeUndefined();
    expect(findNode(stored, "cta")).toBeDefined();
  });
});

describe("publishing", () => {
  /** Publish, through the list of blocks not ready for fans (the sample's Button has no link). */
  const publishAnyway = async () => {
    fireEvent.click(button("Publish"));
    const dialog = await screen.findByRole("dialog", { name: "One block is not ready for fans" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Publish anyway" }));
  };

  it("names the blocks not ready for fans first: Fix selects one, Not yet publishes nothing (issue 34)", async () => {
    await openStudio();
    fireEvent.click(button("Publish"));
    const dialog = await screen.findByRole("dialog", { name: "One block is not ready for fans" });
    expect(within(dialog).getByRole("listitem").textContent).toBe("Button: It has no link: choose where it goes. Fix");
    fireEvent.click(within(dialog).getByRole("button", { name: "Fix the Button" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(button("Select cta").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(button("Publish"));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Not yet" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.some((call) => call.call === "publish")).toBe(false);
  });

  it("saves the draft first, then publishes it (and the site's unpublished settings), and says 'Published'", async () => {
    await openStudio();
    await deleteBlock("title");
    await publishAnyway();
    await screen.findByText("Published");
    expect(server.calls.map((call) => `${call.call} ${call.id}`)).toEqual(["save home", "publish home", "publish site"]);
    const home = server.documents.get("home");
    expect(home?.publishedVersion).toBe(2);
    expect(findNode(home?.published as unknown as PageDocument, "title")).toBeUndefined();
    // The next change is not published.
    await deleteBlock("cta");
    await waitFor(() => expect(screen.queryByText("Published")).toBeNull());
  });

  it("does not publish when the save fails, and says why", async () => {
    await openStudio();
    // Without its link-less Button the page is ready: Publish goes straight to saving.
    await deleteBlock("cta");
    // Every save fails: on a busy machine the autosave may try (and fail) before Publish saves.
    server.failEverySave(new Error("The service is unavailable."));
    await deleteBlock("title");
    fireEvent.click(button("Publish"));
    await screen.findByText("Not published: The service is unavailable.");
    expect(server.calls.some((call) => call.call === "publish")).toBe(false);
  });
});

describe("import and export", () => {
  const importFile = (content: string) =>
    fireEvent.change(screen.getByLabelText("Import JSON file"), {
      target: { files: [new File([content], "page.json", { type: "application/json" })] },
    });

  it("shows each of the validator's errors as `pointer: message` for a bad file, and changes nothing", async () => {
    await openStudio();
    const bad = { ...samplePage(), root: { ...samplePage().root, children: [{ id: "x", type: "Marquee", props: {} }] } };
    importFile(JSON.stringify(bad));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(/^\/root\/children\/0\/type: /)).toBeTruthy();
    expect(button("Select title")).toBeTruthy();
    expect((button("Undo") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("imports a good file as one undo step", async () => {
    await openStudio();
    importFile(JSON.stringify(tourPage()));
    await screen.findByRole("button", { name: "Select dates" });
    expect(screen.queryByRole("button", { name: "Select title" })).toBeNull();
    fireEvent.click(button("Undo"));
    expect(button("Select title")).toBeTruthy();
  });

  it("exports the open page as <id>.json", async () => {
    await openStudio();
    await deleteBlock("title");
    const { blobs, clicked } = captureDownloads();
    fireEvent.click(button("Export JSON"));
    expect(clicked).toEqual(["home.json"]);
    const exported = JSON.parse(await (blobs[0] as Blob).text()) as PageDocument;
    expect(exported.id).toBe("home");
    expect(findNode(exported, "title")).toBeUndefined();
  });
});

describe("the page list", () => {
  const pageList = () => screen.getByRole("region", { name: "Pages" });
  const addForm = () => screen.getByRole("form", { name: "Add a page" });

  it("lists the pages; the home page cannot be deleted", async () => {
    await openStudio();
    const list = within(pageList());
    expect(list.getByRole("button", { name: "Home /" }).getAttribute("aria-current")).toBe("page");
    expect((list.getByRole("button", { name: "Delete Home" }) as HTMLButtonElement).disabled).toBe(true);
    expect((list.getByRole("button", { name: "Delete Tour" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("adds a page with its title and path: saved without a base version, listed in the site, and opened", async () => {
    await openStudio();
    const form = within(addForm());
    fireEvent.change(form.getByLabelText("Title of the new page"), { target: { value: "Merch" } });
    fireEvent.change(form.getByLabelText("Path of the new page"), { target: { value: "shop" } });
    fireEvent.click(form.getByRole("button", { name: "Add page" }));
    await waitFor(() => expect((screen.getByLabelText("Page") as HTMLSelectElement).value).toBe("shop"));
    expect(saves()[0]).toMatchObject({
      id: "shop",
      baseVersion: null,
      document: {
        kind: "page",
        id: "shop",
        title: "Merch",
        path: "/shop",
        root: { type: "Container", props: { role: "page" }, children: [] },
      },
    });
    expect(within(pageList()).getByRole("button", { name: "Merch /shop" })).toBeTruthy();
    await waitFor(() => expect(pagesOf(server.draft<SiteDocument>("site"))).toEqual(["/", "/tour", "/shop"]));
  });

  it("refuses a path that is taken or not a path, before saving", async () => {
    await openStudio();
    const form = within(addForm());
    fireEvent.change(form.getByLabelText("Title of the new page"), { target: { value: "Tour again" } });
    fireEvent.change(form.getByLabelText("Path of the new page"), { target: { value: "/tour" } });
    fireEvent.click(form.getByRole("button", { name: "Add page" }));
    await form.findByText('Another page ("Tour") already uses the path /tour.');
    fireEvent.change(form.getByLabelText("Path of the new page"), { target: { value: "/Big Show" } });
    fireEvent.click(form.getByRole("button", { name: "Add page" }));
    await form.findByText(/^The path must be a path such as \//);
    expect(saves()).toHaveLength(0);
  });

  it("renames a page (title and path); the site's list and header links follow", async () => {
    await openStudio();
    fireEvent.click(within(pageList()).getByRole("button", { name: "Rename Tour" }));
    const form = within(screen.getByRole("form", { name: "Rename Tour" }));
    fireEvent.change(form.getByLabelText("Title of Tour"), { target: { value: "Live" } });
    fireEvent.change(form.getByLabelText("Path of Tour"), { target: { value: "/live" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    await within(pageList()).findByRole("button", { name: "Live /live" });
    expect(saves()[0]).toMatchObject({ id: "tour", baseVersion: 1, document: { title: "Live", path: "/live" } });
    await waitFor(() => expect(pagesOf(server.draft<SiteDocument>("site"))).toEqual(["/", "/live"]));
    expect(server.draft<SiteDocument>("site")?.settings?.headerLinks).toEqual([{ href: "/live", label: "Tour" }]);
  });

  it("renames the open page through its autosave; the home page keeps the path /", async () => {
    await openStudio();
    fireEvent.click(within(pageList()).getByRole("button", { name: "Rename Home" }));
    const form = within(screen.getByRole("form", { name: "Rename Home" }));
    expect((form.getByLabelText("Path of Home") as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(form.getByLabelText("Title of Home"), { target: { value: "Welcome" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    await within(pageList()).findByRole("button", { name: "Welcome /" });
    await waitFor(() => expect(server.draft("home")?.title).toBe("Welcome"));
    expect(server.draft("home")?.path).toBe("/");
    expect(saves().find((call) => call.id === "home")).toMatchObject({ baseVersion: 1 });
  });

  it("deletes a page after confirming, and takes it out of the site", async () => {
    await openStudio();
    fireEvent.click(within(pageList()).getByRole("button", { name: "Delete Tour" }));
    await answerConfirm({
      title: "Delete this page?",
      message: 'Delete the page "Tour" (/tour)? This cannot be undone.',
      button: "Delete page",
    });
    await waitFor(() => expect(within(pageList()).queryByRole("button", { name: "Tour /tour" })).toBeNull());
    expect(server.documents.has("tour")).toBe(false);
    await waitFor(() => expect(pagesOf(server.draft<SiteDocument>("site"))).toEqual(["/"]));
  });

  it("keeps the page when the deletion is not confirmed", async () => {
    await openStudio();
    fireEvent.click(within(pageList()).getByRole("button", { name: "Delete Tour" }));
    await answerConfirm({
      title: "Delete this page?",
      message: 'Delete the page "Tour" (/tour)? This cannot be undone.',
      button: "Cancel",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls).toEqual([]);
    expect(server.documents.has("tour")).toBe(true);
  });
});

describe("leaving the section (another section, or Log out in the sidebar)", () => {
  it("saves what is pending first, and lets the studio go on once it is saved", async () => {
    const { leave } = await openStudio();
    server.hold();
    await deleteBlock("title");
    let left: boolean | undefined;
    void leave().then((answer) => {
      left = answer;
    });
    await settle();
    expect(left).toBeUndefined();
    act(() => server.release());
    await waitFor(() => expect(left).toBe(true));
    expect(findNode(server.draft("home") as PageDocument, "title")).toBeUndefined();
  });
});
