// @vitest-environment jsdom
import { $createLinkNode } from "@lexical/link";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { $createParagraphNode, $createTextNode, type LexicalEditor } from "lexical";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { focus, linksOf, renderFloatingEditor, select, setContent, stubRangeGeometry, textOf } from "./floatingTestKit";

beforeAll(stubRangeGeometry);
afterEach(cleanup);

const input = () => screen.queryByRole("combobox", { name: "Link URL" }) as HTMLInputElement | null;

/** An editor holding "Tour dates", focused, with "Tour" selected and the link popover open on it. */
async function editNewLink(options: { toolbar?: boolean } = {}) {
  const kit = renderFloatingEditor(options);
  await setContent(kit.editor, (root) => root.append($createParagraphNode().append($createTextNode("Tour dates"))));
  await focus(kit.editable);
  await select(kit.editor, "Tour dates", 0, 4);
  return kit;
}

async function type(value: string, key?: "Enter" | "Escape") {
  await act(async () => fireEvent.change(input() as HTMLInputElement, { target: { value } }));
  if (key) await act(async () => fireEvent.keyDown(input() as HTMLInputElement, { key }));
}

/** "Band site" where "site" links to `url`, with the caret inside the link. */
async function withLink(url: string) {
  const kit = renderFloatingEditor();
  await setContent(kit.editor, (root) =>
    root.append($createParagraphNode().append($createTextNode("Band "), $createLinkNode(url).append($createTextNode("site")))),
  );
  await focus(kit.editable);
  await select(kit.editor, "site", 2);
  return kit;
}

const openFromFormatBar = async () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Link" })));

describe("LinkPopover", () => {
  it("edits a new link from the format bar starting at https://, and Enter applies the normalized URL", async () => {
    const { editor } = await editNewLink();
    await openFromFormatBar();
    expect(input()?.value).toBe("https://");
    expect(document.activeElement).toBe(input());
    await type("example.com/tour", "Enter");
    expect(linksOf(editor)).toEqual([["https://example.com/tour", "Tour"]]);
    expect(input()).toBeNull();
    expect(screen.getByRole("link", { name: "https://example.com/tour" })).toBeTruthy();
  });

  it("offers the site's screens, and applies a typed path of the site as a Button's link does (issue 34)", async () => {
    const { editor } = await editNewLink();
    await openFromFormatBar();
    const offered = [...(input()?.list?.options ?? [])].map((option) => `${option.value} ${option.textContent}`);
    expect(offered).toContain("/music Music");
    expect(offered).toContain("/members Members");
    await type("/music", "Enter");
    expect(linksOf(editor)).toEqual([["/music", "Tour"]]);
  });

  it("Escape cancels: nothing is linked and the popover closes", async () => {
    const { editor } = await editNewLink();
    await openFromFormatBar();
    await type("example.com", "Escape");
    expect(input()).toBeNull();
    expect(linksOf(editor)).toEqual([]);
  });

  it("never applies an unacceptable URL (the input shows as invalid and stays) nor an empty one", async () => {
    const { editor } = await editNewLink();
    await openFromFormatBar();
    await type("javascript:alert(1)", "Enter");
    expect(input()?.getAttribute("aria-invalid")).toBe("true");
    // It says what it takes (issue 34), tied to the input.
    const problem = screen.getByRole("alert");
    expect(problem.textContent).toBe(
      "Enter a web address such as https://example.com, an e-mail address, or a path of this site such as /music.",
    );
    expect(input()?.getAttribute("aria-describedby")).toBe(problem.id);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm" })));
    expect(input()).not.toBeNull();
    expect(linksOf(editor)).toEqual([]);
    await type("", "Enter");
    expect(input()).toBeNull();
    expect(linksOf(editor)).toEqual([]);
  });

  it("opens from the toolbar's Link button and from Ctrl+K", async () => {
    const { editable } = await editNewLink({ toolbar: true });
    const toolbar = within(screen.getByRole("toolbar", { name: "Formatting" }));
    await act(async () => fireEvent.click(toolbar.getByRole("button", { name: "Link" })));
    expect(input()?.value).toBe("https://");
    await type("", "Escape");
    await focus(editable);
    await act(async () => fireEvent.keyDown(editable, { key: "k", ctrlKey: true }));
    expect(input()?.value).toBe("https://");
  });

  it("shows the link under the caret, opening in a new tab; a javascript: URL only sanitized, never as href", async () => {
    await withLink("javascript:alert(1)");
    const link = screen.getByRole("link", { name: "about:blank" });
    expect(link.getAttribute("href")).toBe("about:blank");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    const popover = screen.getByRole("dialog", { name: "Link" });
    expect(popover.innerHTML).not.toContain("javascript:");
  });

  it("Edit changes the link's address; Remove unlinks it and keeps the text", async () => {
    const { editor } = await withLink("https://band.example");
    expect(screen.getByRole("link", { name: "https://band.example" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Edit" })));
    expect(input()?.value).toBe("https://band.example");
    await type("https://band.example/tour", "Enter");
    expect(linksOf(editor)).toEqual([["https://band.example/tour", "site"]]);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Remove" })));
    expect(linksOf(editor)).toEqual([]);
    expect(textOf(editor)).toBe("Band site");
    expect(screen.queryByRole("dialog", { name: "Link" })).toBeNull();
  });

  it("hides the view when the caret leaves the link", async () => {
    const { editor } = await withLink("https://band.example");
    expect(screen.queryByRole("dialog", { name: "Link" })).not.toBeNull();
    await select(editor as LexicalEditor, "Band ", 1);
    expect(screen.queryByRole("dialog", { name: "Link" })).toBeNull();
  });
});
