import { describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../emailBlockTesting";

describe("an email Divider", () => {
  it("is a cell of its thickness filled with its colour in the HTML, and a line of dashes in the text", () => {
    const html = htmlOf({ id: "rule", type: "Divider", props: { thickness: 3, color: "#ff0000" } });
    expect(html).toContain('<td height="3" bgcolor="#ff0000" style="height:3px;line-height:3px;font-size:1px;background-color:#ff0000">');
    expect(html).toContain("padding:16px 24px 16px 24px");
    expect(textOf({ id: "rule", type: "Divider", props: {} })).toBe("----------\n");
  });
});
