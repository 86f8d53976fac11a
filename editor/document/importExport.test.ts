// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schema/version";
import { samplePage, sampleState } from "../commands/editorTestKit";
import { replaceDocument } from "../commands/replaceDocument";
import { undo } from "../commands/undo";
import { createEditorStore } from "../state/editorStore";
import { exportPage, importPageFile, readPageImport } from "./importExport";

afterEach(() => {
  vi.useRealTimers();
});

const imported = {
  schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
  kind: "page",
  id: "elsewhere",
  title: "Imported",
  path: "/elsewhere",
  root: {
    id: "r",
    type: "Container",
    props: { role: "page" },
    children: [{ id: "t", type: "Text", props: { content: richTextFromPlainText("Imported text") } }],
  },
};

describe("import", () => {
  it("replaces the open page's content as one undo step, keeping its id, path and title (the page list names it)", async () => {
    const store = createEditorStore(sampleState());
    const result = await importPageFile(new Blob([JSON.stringify(imported)]), store, siteBlocks);
    expect(result.ok).toBe(true);
    const { document, history } = store.getState();
    expect(document).toEqual({ ...imported, id: "home", path: "/", title: "Home" });
    expect(history.past).toHaveLength(1);
    expect(undo(store.getState()).document).toEqual(samplePage());
  });

  it("takes a version-1 page too, its Text's words upgraded to rich text", async () => {
    const store = createEditorStore(sampleState());
    const old = {
      ...imported,
      schemaVersion: 1,
      root: { ...imported.root, children: [{ id: "t", type: "Text", props: { text: "Old\nwords" } }] },
    };
    expect((await importPageFile(new Blob([JSON.stringify(old)]), store, siteBlocks)).ok).toBe(true);
    const { document } = store.getState();
    expect(document.schemaVersion).toBe(CURRENT_PAGE_SCHEMA_VERSION);
    expect(document.root.children?.[0]?.props).toEqual({ content: richTextFromPlainText("Old\nwords") });
  });

  it("gives each of the validator's errors as `pointer: message` and changes nothing", async () => {
    const store = createEditorStore(sampleState());
    const bad = {
      ...imported,
      root: {
        ...imported.root,
        children: [
          { id: "t", type: "Text", props: { content: richTextFromPlainText("ok"), fontSize: "huge" } },
          { id: "x", type: "Marquee", props: {} },
        ],
      },
    };
    const result = await importPageFile(new Blob([JSON.stringify(bad)]), store, siteBlocks);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.length).toBeGreaterThanOrEqual(2);
    expect(result.errors.some((line) => line.startsWith("/root/children/0/props/fontSize: "))).toBe(true);
    expect(result.errors.some((line) => line.startsWith("/root/children/1/type: "))).toBe(true);
    expect(store.getState().document).toEqual(samplePage());
    expect(store.getState().history.past).toHaveLength(0);
  });

  it("names the whole document for text that is not JSON or not a page", () => {
    const notJson = readPageImport("{ nope", samplePage(), siteBlocks);
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(notJson.errors[0]).toMatch(/^\(document\): The text is not valid JSON/);
    const site = readPageImport(JSON.stringify({ schemaVersion: 1, kind: "site" }), samplePage(), siteBlocks);
    expect(site.ok).toBe(false);
    if (!site.ok) expect(site.errors).toEqual(['/kind: Expected a page document, but "kind" is "site".']);
  });

  it("replaceDocument drops a selection that is gone", () => {
    const state = { ...sampleState(), selectedId: "title" };
    const next = replaceDocument(state, { ...imported, id: "home", path: "/" } as never);
    expect(next.selectedId).toBeNull();
  });
});

describe("export", () => {
  it("downloads the page as <id>.json holding the page document", async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:page";
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    exportPage(samplePage());
    expect(clicks).toEqual([{ download: "home.json", href: "blob:page" }]);
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(samplePage());
    expect(blobs[0]?.type).toBe("application/json");
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:page");
  });
});
