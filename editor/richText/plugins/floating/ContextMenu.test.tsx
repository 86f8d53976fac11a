// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { $createParagraphNode, $createTextNode } from "lexical";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PASTE_DENIED_MESSAGE } from "./clipboardPaste";
import { focus, renderFloatingEditor, select, setContent, stubRangeGeometry, textOf } from "./floatingTestKit";

beforeAll(stubRangeGeometry);
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, "clipboard");
});

function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

/** An editor holding "Tour dates" with the caret after "Tour", right-clicked. */
async function openMenu() {
  const kit = renderFloatingEditor();
  await setContent(kit.editor, (root) => root.append($createParagraphNode().append($createTextNode("Tour dates"))));
  await focus(kit.editable);
  await select(kit.editor, "Tour dates", 4);
  await act(async () => fireEvent.contextMenu(kit.editable, { clientX: 40, clientY: 20 }));
  return kit;
}

const item = (name: string) => screen.getByRole("menuitem", { name });

describe("ContextMenu", () => {
  it("opens on right-click with Cut, Copy, Paste and Paste as plain text; Escape closes it", async () => {
    await openMenu();
    const menu = screen.getByRole("menu");
    expect([...menu.querySelectorAll("[role=menuitem]")].map((element) => element.textContent)).toEqual([
      "Cut",
      "Copy",
      "Paste",
      "Paste as plain text",
    ]);
    await act(async () => fireEvent.keyDown(menu, { key: "Escape" }));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("moves between the items with the arrow keys", async () => {
    await openMenu();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("menu")));
    await act(async () => fireEvent.keyDown(screen.getByRole("menu"), { key: "ArrowDown" }));
    await waitFor(() => expect(document.activeElement).toBe(item("Cut")));
    await act(async () => fireEvent.keyDown(item("Cut"), { key: "ArrowDown" }));
    await waitFor(() => expect(document.activeElement).toBe(item("Copy")));
    await act(async () => fireEvent.keyDown(item("Copy"), { key: "ArrowUp" }));
    await waitFor(() => expect(document.activeElement).toBe(item("Cut")));
  });

  it("alerts SPEC §8's message when the browser refuses to read the clipboard", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    stubClipboard({ readText: () => Promise.reject(new DOMException("Read permission denied.", "NotAllowedError")) });
    const { editor } = await openMenu();
    await act(async () => fireEvent.click(item("Paste as plain text")));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Not allowed to paste from clipboard."));
    expect(PASTE_DENIED_MESSAGE).toBe("Not allowed to paste from clipboard.");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(textOf(editor)).toBe("Tour dates");
  });

  it("alerts the same when the browser has no Clipboard API", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    stubClipboard(undefined);
    await openMenu();
    await act(async () => fireEvent.click(item("Paste")));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Not allowed to paste from clipboard."));
  });

  it("pastes plain text at the caret the menu was opened on", async () => {
    stubClipboard({ readText: () => Promise.resolve(" 2025") });
    const { editor } = await openMenu();
    await act(async () => fireEvent.click(item("Paste as plain text")));
    await waitFor(() => expect(textOf(editor)).toBe("Tour 2025 dates"));
  });

  it("pastes the clipboard's HTML with its formatting", async () => {
    const html = new Blob(["<b>Live</b>"], { type: "text/html" });
    const plain = new Blob(["Live"], { type: "text/plain" });
    const items = [{ types: ["text/html", "text/plain"], getType: (type: string) => Promise.resolve(type === "text/html" ? html : plain) }];
    stubClipboard({ read: () => Promise.resolve(items as unknown as ClipboardItems) });
    const { editor, editable } = await openMenu();
    await act(async () => fireEvent.click(item("Paste")));
    await waitFor(() => expect(textOf(editor)).toBe("TourLive dates"));
    expect(editable.querySelector("strong, b, .bl-rt-bold")?.textContent).toBe("Live");
  });
});
