import { describe, expect, it } from "vitest";
import { siteBlocks } from "../../blocks/registry";
import { BLOCK_TYPES } from "../../schema/page";
import { counterIds } from "./editorTestKit";
import { newBlock } from "./newBlock";

describe("newBlock", () => {
  it("gives every block type its starting props, valid under its schema, and children only to containers", () => {
    for (const type of BLOCK_TYPES) {
      const node = newBlock(type, siteBlocks, counterIds());
      expect(node.id).toBe("n1");
      expect(siteBlocks[type].validateProps(node.props)).toBe(true);
      expect(Object.hasOwn(node, "children")).toBe(siteBlocks[type].rules.accepts !== undefined);
    }
    expect(newBlock("Container", siteBlocks, counterIds())).toEqual({
      id: "n1",
      type: "Container",
      props: { paddings: [16, 16, 16, 16] },
      children: [],
    });
  });

  it("gives each new block its own copy of the starting props", () => {
    const [a, b] = [newBlock("Text", siteBlocks), newBlock("Text", siteBlocks)];
    expect(a.props).toEqual(b.props);
    expect(a.props).not.toBe(b.props);
    expect(a.id).not.toBe(b.id);
  });

  it("names a type the registry lacks", () => {
    expect(() => newBlock("Nope", siteBlocks)).toThrow('newBlock: the registry has no block type "Nope"');
  });
});
