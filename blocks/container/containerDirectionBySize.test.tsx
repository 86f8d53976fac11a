// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { pageOf, serverPageHtml, sizeRulesOf } from "../../runtime/interpreter/pageTesting";
import type { BlockNode } from "../../schema/page";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { siteBlocks } from "../registry";

const UP_TO_TABLET = "@container bl-page (max-width: 1024px)";
const ON_PHONE = "@container bl-page (max-width: 500px)";

/** The server's HTML of a page holding one section laid out as `flexDirection`, with these per-size settings. */
function serverSection(flexDirection: "row" | "column", responsive: object | undefined): HTMLElement {
  const words = (id: string): BlockNode => ({ id, type: "Text", props: { content: richTextFromPlainText(id) } });
  const children = [words("a"), words("b")];
  const section = { id: "s1", type: "Container", props: { flexDirection }, children, ...(responsive ? { responsive } : {}) } as BlockNode;
  return serverPageHtml(pageOf(section), siteBlocks);
}

const directionRule = (query: string, direction: string) =>
  `${query} { [data-bl-sized="s1"] > * { flex-direction: ${direction} !important; } }`;

describe("a Container's direction per screen size (issue 39, item 3)", () => {
  it("sets a tablet's direction up to 1024 px, which phones keep when they have none of their own", () => {
    const page = serverSection("row", { tablet: { flexDirection: "column" } });
    expect(sizeRulesOf(page)).toEqual([directionRule(UP_TO_TABLET, "column")]);
    // The rule names the section's root, which keeps the desktop's row (its class) for wider screens.
    expect(page.querySelector('[data-bl-sized="s1"] > .bl-container')?.className).toBe("bl-container bl-container--row");
  });

  it("sets a phone's direction up to 500 px, after the tablet's so it wins there", () => {
    expect(sizeRulesOf(serverSection("column", { phone: { flexDirection: "row" } }))).toEqual([directionRule(ON_PHONE, "row")]);
    expect(sizeRulesOf(serverSection("row", { tablet: { flexDirection: "column" }, phone: { flexDirection: "row" } }))).toEqual([
      directionRule(UP_TO_TABLET, "column"),
      directionRule(ON_PHONE, "row"),
    ]);
  });

  it("writes no rule when no size sets a direction: the desktop's, a row stacking on phones as the block's own CSS says", () => {
    const page = serverSection("row", { phone: { hidden: false } });
    expect(page.querySelector(".bl-document > style")).toBeNull();
    expect(page.querySelector(".bl-container .bl-container")?.className).toBe("bl-container bl-container--row");
  });
});
