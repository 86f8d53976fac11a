import { describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../emailBlockTesting";

describe("an email Spacer", () => {
  it("is an empty cell of its height in the HTML, 24 px unless set, and nothing in the text", () => {
    expect(htmlOf({ id: "gap", type: "Spacer", props: {} })).toContain(
      '<td height="24" style="height:24px;line-height:24px;font-size:1px">&nbsp;</td>',
    );
    expect(htmlOf({ id: "gap", type: "Spacer", props: { height: 60 } })).toContain('height="60"');
    expect(textOf({ id: "gap", type: "Spacer", props: { height: 60 } })).toBe("\n");
  });
});
