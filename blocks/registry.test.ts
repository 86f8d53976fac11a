import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editorBlocks } from "../editor/registry";
import { BLOCK_TYPES, blockNodeSchemas } from "../schema/page";
import { blockContractProblems, folderOf } from "../tests/architecture/blockContract";
import { siteBlocks } from "./registry";

describe("siteBlocks", () => {
  it("has exactly the block types of the page schema, as has the editor's registry", () => {
    expect(Object.keys(siteBlocks).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(Object.keys(editorBlocks).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  // Every block, one by one: its label, schema, rules for children, stylesheet, settings panel and
  // files (tests/architecture/blockContract.ts lists them and shows each check catching a lack).
  it.each(BLOCK_TYPES)("%s provides everything a block must", (type) => {
    const problems = blockContractProblems({
      type,
      definition: siteBlocks[type],
      settings: editorBlocks[type].Settings,
      nodeSchema: blockNodeSchemas[type],
      folderFiles: readdirSync(new URL(`./${folderOf(type)}/`, import.meta.url)),
    });
    expect(problems).toEqual([]);
  });

  it.each(BLOCK_TYPES)("%s names the prop it does not know", (type) => {
    const { validateProps } = siteBlocks[type];
    expect(validateProps({ notAProp: 1 })).toBe(false);
    expect(validateProps.errors?.[0]?.keyword).toBe("additionalProperties");
    expect(validateProps.errors?.[0]?.params).toEqual({ additionalProperty: "notAProp" });
  });

  it("lets the Container, and only the Container, hold children", () => {
    const parents = BLOCK_TYPES.filter((type) => siteBlocks[type].rules.accepts !== undefined);
    expect(parents).toEqual(["Container"]);
  });
});
