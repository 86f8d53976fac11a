import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { editorBlocks } from "../../editor/registry";
import type { BlockDefinition } from "../../runtime/blockRegistry";
import { blockNodeSchemas } from "../../schema/page";
import { type BlockUnderCheck, blockContractProblems } from "./blockContract";

/** The Text block as the contract sees it; every probe takes one thing from it. */
function text(): BlockUnderCheck {
  return {
    type: "Text",
    definition: siteBlocks.Text,
    settings: editorBlocks.Text.Settings,
    nodeSchema: blockNodeSchemas.Text,
    folderFiles: readdirSync(new URL("../../blocks/text/", import.meta.url)),
  };
}

function withDefinition(change: Partial<BlockDefinition>): BlockUnderCheck {
  return { ...text(), definition: { ...siteBlocks.Text, ...change } as BlockDefinition };
}

describe("the block contract", () => {
  it("is met by the Text block as it is", () => {
    expect(blockContractProblems(text())).toEqual([]);
  });

  const probes: { what: string; block: () => BlockUnderCheck; problem: string }[] = [
    { what: "a stylesheet", block: () => withDefinition({ css: undefined }), problem: "has no stylesheet" },
    {
      what: "a rule for its root's class",
      block: () => withDefinition({ css: ".bl-other { color: red; }" }),
      problem: "styles none of its root's classes (bl-text bl-rich-text)",
    },
    {
      what: "a settings panel",
      block: () => ({ ...text(), settings: undefined }),
      problem: "has no settings panel loaded on first use (lazy) in the editor's registry",
    },
    {
      what: "children only where its schema has them",
      block: () => withDefinition({ rules: { ...siteBlocks.Text.rules, accepts: () => true } }),
      problem: "accepts children that its schema does not allow",
    },
    {
      what: "a rule for children its schema has",
      block: () => ({
        ...text(),
        nodeSchema: { properties: { ...blockNodeSchemas.Text.properties, children: blockNodeSchemas.Container.properties.children } },
      }),
      problem: "has children in its schema but no rule for which it accepts",
    },
    {
      what: "its label",
      block: () => withDefinition({ label: "Paragraph" }),
      problem: 'is labelled "Paragraph" rather than "Text"',
    },
    {
      what: "the page schema's props schema",
      block: () => withDefinition({ propsSchema: { ...siteBlocks.Text.propsSchema } }),
      problem: "validates props with another schema than the page schema's",
    },
    {
      what: "new props its schema takes",
      block: () => withDefinition({ newProps: { fontSize: -1 } }),
      problem: "starts new blocks with props its schema rejects",
    },
    {
      what: "a rich-text prop to edit in place",
      block: () => withDefinition({ editing: { inlineRichText: { prop: "fontSize", selector: ".bl-text", label: "Text" } } }),
      problem: "is edited in place into fontSize, which is not one of its rich-text props",
    },
    {
      what: "its test file",
      block: () => ({ ...text(), folderFiles: text().folderFiles.filter((file) => file !== "text.test.tsx") }),
      problem: "has no text.test.tsx in blocks/text/",
    },
    {
      what: "its settings panel's test",
      block: () => ({ ...text(), folderFiles: text().folderFiles.filter((file) => file !== "TextSettings.test.tsx") }),
      problem: "has no TextSettings.test.tsx in blocks/text/",
    },
  ];

  it.each(probes)("catches a block that lacks $what", ({ block, problem }) => {
    expect(blockContractProblems(block())).toEqual([problem]);
  });
});
