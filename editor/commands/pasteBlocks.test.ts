import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { parsePage } from "../../runtime/parse";
import { findNode } from "../../runtime/tree";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { pageKind } from "../pages/pageKind";
import { copyBlock } from "./copyBlock";
import { counterIds, samplePage, sampleState } from "./editorTestKit";
import { blocksFromText, pasteBlocks } from "./pasteBlocks";
import { selectBlock } from "./selectBlock";
import { undo } from "./undo";

describe("copy and paste", () => {
  it("copies the selected block as a valid page document", () => {
    const text = copyBlock(selectBlock(sampleState(), "main"), pageKind);
    const parsed = parsePage(text, { registry: siteBlocks });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value.root.children?.[0]?.id).toBe("main");
    expect(copyBlock(sampleState(), pageKind)).toBeNull();
    expect(copyBlock(selectBlock(sampleState(), "root"), pageKind)).toBeNull();
  });

  it("pastes with fresh ids after the selected block, as one undo step", () => {
    const copied = copyBlock(selectBlock(sampleState(), "main"), pageKind) ?? "";
    const pasted = pasteBlocks(selectBlock(sampleState(), "main"), copied, pageKind, counterIds());
    // Pasting into the selected container puts the copy at its end.
    expect(findNode(pasted.document, "main")?.children?.map((child) => child.id)).toEqual(["title", "cta", "n1"]);
    expect(findNode(pasted.document, "n1")?.children?.map((child) => child.id)).toEqual(["n2", "n3"]);
    expect(pasted.selectedId).toBe("n1");
    expect(undo(pasted).document).toEqual(samplePage());
  });

  it("pastes an integrator's page of several blocks as one step, and a single block object", () => {
    const page = {
      schemaVersion: 1,
      kind: "page",
      id: "gen",
      title: "Generated",
      path: "/gen",
      root: {
        id: "r",
        type: "Container",
        props: {},
        children: [
          { id: "a", type: "Text", props: { content: richTextFromPlainText("A") } },
          { id: "b", type: "Button", props: { text: "B" } },
        ],
      },
    };
    const pasted = pasteBlocks(selectBlock(sampleState(), "title"), JSON.stringify(page), pageKind, counterIds());
    expect(findNode(pasted.document, "main")?.children?.map((child) => child.id)).toEqual(["title", "n1", "n2", "cta"]);
    expect(pasted.history.past).toHaveLength(1);
    const single = pasteBlocks(
      sampleState(),
      JSON.stringify({ id: "x", type: "Text", props: { content: richTextFromPlainText("Single") } }),
      pageKind,
      counterIds(),
    );
    expect(single.document.root.children?.at(-2)).toEqual({ id: "n1", type: "Text", props: { content: richTextFromPlainText("Single") } });
    expect(single.document.root.children?.at(-1)?.id).toBe("footer");
  });

  it("refuses text that is not blocks, an invalid page, and an invalid block, and changes nothing", () => {
    const state = sampleState();
    expect(pasteBlocks(state, "hello", pageKind).notice).toBe("The clipboard does not hold blocks (it is not JSON).");
    expect(pasteBlocks(state, "[1,2]", pageKind).notice).toBe("The clipboard does not hold blocks.");
    const badPage = JSON.stringify({ ...samplePage(), root: { id: "r", type: "Container", props: { width: "wide" } } });
    expect(pasteBlocks(state, badPage, pageKind).notice).toBe(
      'The pasted page is not valid: /root/props/width: "width" must be a length such as 100%, 320px or auto.',
    );
    const badBlock = pasteBlocks(state, JSON.stringify({ id: "x", type: "Carousel", props: {} }), pageKind);
    expect(badBlock.document).toBe(state.document);
    expect(badBlock.notice).toMatch(/^The block is not valid\. Unknown block type "Carousel"/);
  });

  it("reads the blocks of a page document", () => {
    expect(blocksFromText(copyBlock(selectBlock(sampleState(), "cta"), pageKind) ?? "", pageKind)).toEqual({
      ok: true,
      blocks: [{ id: "cta", type: "Button", props: { text: "Listen" } }],
    });
  });

  it("refuses a block of the wrong shape in the validator's words, however deep it goes", () => {
    const state = sampleState();
    const noProps = pasteBlocks(state, JSON.stringify({ id: "x", type: "Button" }), pageKind);
    expect(noProps.document).toBe(state.document);
    expect(noProps.notice).toMatch(/^The block is not valid\. .*props/);
    const depth = 20_000;
    const deep = `${'{"id":"c","type":"Container","props":{},"children":['.repeat(depth)}{"id":"leaf","type":"Container","props":{},"children":"none"}${"]}".repeat(depth)}`;
    expect(blocksFromText(deep, pageKind)).toMatchObject({ ok: false });
  });
});
