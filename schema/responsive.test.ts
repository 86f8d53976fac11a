import { describe, expect, it } from "vitest";
import { siteBlocks } from "../blocks/registry";
import { emailBlocks } from "../email/registry";
import { validateBlocks } from "../runtime/validateNode";
import { validatePage } from "./generated/validators.js";
import type { BlockNode } from "./page";
import { CURRENT_PAGE_SCHEMA_VERSION } from "./version";

const pageWith = (node: unknown) => ({
  schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
  kind: "page",
  id: "home",
  title: "Home",
  path: "/",
  root: { id: "root", type: "Container", props: {}, children: [node] },
});

const text = (responsive: unknown) => ({ id: "t", type: "Text", props: {}, responsive });

/** Both checks a page block meets: the page schema, and the runtime's for blocks from outside (pastes). */
function verdicts(node: unknown): [boolean, boolean] {
  return [validatePage(pageWith(node)), validateBlocks(node, siteBlocks).errors.length === 0];
}

describe("per-size settings in the page schema", () => {
  it("accept a block's size-able props per smaller size, visibility at every size, and nothing else", () => {
    const ok: BlockNode = {
      id: "t",
      type: "Text",
      props: { fontSize: 40 },
      responsive: {
        desktop: { hidden: true },
        tablet: { fontSize: 30, margins: [0, 0, 8, 0] },
        phone: { textAlign: "center", hidden: false },
      },
    };
    expect(verdicts(ok)).toEqual([true, true]);
    expect(verdicts({ id: "g", type: "Gallery", props: {}, responsive: { phone: { columns: 2 } } })).toEqual([true, true]);
    expect(verdicts({ id: "m", type: "FeaturedMusic", props: {}, responsive: { phone: { hidden: true } } })).toEqual([true, true]);
  });

  it.each([
    ["a prop the block cannot set per size", text({ phone: { color: "#fff" } })],
    ["a value its props schema refuses", text({ tablet: { fontSize: 0 } })],
    ["a wrong alignment", text({ phone: { textAlign: "middle" } })],
    ["a prop on desktop, which is the props themselves", text({ desktop: { fontSize: 20 } })],
    ["an unknown size", text({ watch: { hidden: true } })],
    ["a hidden that is not a boolean", text({ phone: { hidden: "yes" } })],
    ["settings that are not an object", text([])],
    ["columns on a block without them", { id: "m", type: "FeaturedMusic", props: {}, responsive: { phone: { columns: 2 } } }],
  ])("refuse %s, in the schema and in the runtime's check alike", (_why, node) => {
    expect(verdicts(node)).toEqual([false, false]);
  });

  it("are for page blocks only: an email block with them is refused", () => {
    const errors = validateBlocks({ id: "e", type: "Text", props: {}, responsive: { phone: { hidden: true } } }, emailBlocks).errors;
    expect(errors.map((error) => error.pointer)).toEqual(["/responsive"]);
  });

  it("name the pointer of the wrong value", () => {
    const errors = validateBlocks(text({ tablet: { fontSize: 0 } }), siteBlocks, "/root/children/0").errors;
    expect(errors.map((error) => error.pointer)).toEqual(["/root/children/0/responsive/tablet/fontSize"]);
  });
});
