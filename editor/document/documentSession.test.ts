import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { parseSite } from "../../runtime/parse";
import type { SiteDocument } from "../../schema/site";
import { fakeStudioServer, sampleSite } from "../shell/studioTestKit";
import { openDocumentSession } from "./documentSession";
import { createSiteHolder } from "./siteHolder";

function openSite() {
  const server = fakeStudioServer({ site: sampleSite(), pages: [] });
  const holder = createSiteHolder(sampleSite());
  const session = openDocumentSession({
    profileId: "artist",
    documentId: "site",
    stored: { version: 1, publishedVersion: null },
    holder,
    parse: (value) => parseSite(value, { registry: siteBlocks }),
    delayMs: 5,
    api: server.api,
  });
  const rounded = (radius: number): SiteDocument => ({ ...holder.get(), settings: { ...holder.get().settings, cornerRadius: radius } });
  const saves = () => server.calls.filter((call) => call.call === "save");
  return { server, holder, session, rounded, saves };
}

describe("a document session", () => {
  it("saves changes a moment after the last one, and flush saves at once what waits", async () => {
    const { holder, session, rounded, saves, server } = openSite();
    holder.set(rounded(12));
    expect(session.getView()).toMatchObject({ status: "unsaved", hasUnsavedChanges: true });
    expect(await session.flush()).toEqual({ ok: true });
    expect(saves()).toHaveLength(1);
    expect(server.draft<SiteDocument>("site")?.settings?.cornerRadius).toBe(12);
    expect(session.getView()).toMatchObject({ status: "saved", hasUnsavedChanges: false, hasUnpublishedChanges: true });
    session.dispose();
  });

  it("flush also saves a change made while a save was on its way", async () => {
    const { holder, session, rounded, saves, server } = openSite();
    server.hold();
    holder.set(rounded(12));
    const flushed = session.flush();
    holder.set(rounded(14));
    server.release();
    // The second save is held too: let it go once it is asked for.
    setTimeout(() => server.release(), 20);
    expect(await flushed).toEqual({ ok: true });
    expect(saves().map((call) => call.baseVersion)).toEqual([1, 2]);
    expect(server.draft<SiteDocument>("site")?.settings?.cornerRadius).toBe(14);
    session.dispose();
  });

  it("reload puts the stored copy back without saving it, keeping the unsaved one for export", async () => {
    const { holder, session, rounded, saves, server } = openSite();
    server.saveAsSomeoneElse("site", { ...sampleSite(), theme: "link-tree" });
    server.hold();
    const mine = rounded(30);
    holder.set(mine);
    expect(await session.reload()).toEqual({ ok: true });
    expect(holder.get().theme).toBe("link-tree");
    expect(session.getView()).toMatchObject({ status: "saved", keptCopy: mine });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saves()).toHaveLength(0);
    session.dismissKeptCopy();
    expect(session.getView().keptCopy).toBeNull();
    server.release();
    session.dispose();
  });

  it("publishing saves first, then publishes the saved version", async () => {
    const { holder, session, rounded, server } = openSite();
    holder.set(rounded(16));
    expect(await session.publish()).toEqual({ ok: true });
    expect(server.calls.map((call) => call.call)).toEqual(["save", "publish"]);
    expect(server.documents.get("site")?.publishedVersion).toBe(2);
    expect(session.getView().hasUnpublishedChanges).toBe(false);
    session.dispose();
  });

  it("a flush still waiting when the session closes says so", async () => {
    const { holder, session, rounded, server } = openSite();
    server.hold();
    holder.set(rounded(12));
    const flushed = session.flush();
    session.dispose();
    expect(await flushed).toEqual({ ok: false, message: "The document was closed." });
  });
});

describe("the site holder's undo", () => {
  const radius = (site: SiteDocument) => site.settings?.cornerRadius;
  const withRadius = (site: SiteDocument, cornerRadius: number): SiteDocument => ({
    ...site,
    settings: { ...site.settings, cornerRadius },
  });

  it("takes site-settings edits back and redoes them, a slider burst being one step", () => {
    let now = 0;
    const holder = createSiteHolder(sampleSite(), () => now);
    const start = holder.get();
    const slider = { key: "settings.cornerRadius", kind: "slider" } as const;
    holder.set(withRadius(holder.get(), 12), slider);
    now = 600;
    holder.set(withRadius(holder.get(), 16), slider);
    now = 5000;
    holder.set({ ...holder.get(), theme: "link-tree" }, { key: "theme", kind: "choice" });
    expect(holder.canUndo()).toBe(true);
    holder.undo();
    expect(holder.get().theme).toBe(start.theme);
    expect(radius(holder.get())).toBe(16);
    holder.undo();
    expect(holder.get()).toEqual(start);
    expect(holder.canUndo()).toBe(false);
    holder.redo();
    expect(radius(holder.get())).toBe(16);
    expect(holder.canRedo()).toBe(true);
  });

  it("starts afresh after a change from the page list or a load, which are not undone", () => {
    const holder = createSiteHolder(sampleSite());
    holder.set(withRadius(holder.get(), 20), { key: "settings.cornerRadius", kind: "slider" });
    const withPage = { ...holder.get(), pages: [...(holder.get().pages ?? []), { id: "tour", path: "/tour", title: "Tour" }] };
    holder.set(withPage);
    expect(holder.canUndo()).toBe(false);
    holder.undo();
    expect(holder.get()).toBe(withPage);
    holder.set(withRadius(holder.get(), 4), { key: "settings.cornerRadius", kind: "slider" });
    holder.load(sampleSite());
    expect(holder.canUndo()).toBe(false);
  });

  it("tells its listeners when what can be undone changes", () => {
    const holder = createSiteHolder(sampleSite());
    let calls = 0;
    holder.subscribe(() => calls++);
    holder.set(withRadius(holder.get(), 20), { key: "settings.cornerRadius", kind: "slider" });
    holder.undo();
    holder.redo();
    expect(calls).toBe(3);
  });
});
