import { describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../emailBlockTesting";

describe("an email Container", () => {
  it("is a centred table at its share of the width, on its background, its blocks inside", () => {
    const box = {
      id: "box",
      type: "Container" as const,
      props: { width: "50%", background: "#eeeeee", radius: 8 },
      children: [{ id: "rule", type: "Divider" as const, props: {} }],
    };
    const html = htmlOf(box);
    expect(html).toContain(
      '<table role="presentation" width="300" align="center" cellpadding="0" cellspacing="0" border="0" bgcolor="#eeeeee"',
    );
    expect(html).toContain("border-radius:8px");
    expect(textOf(box)).toBe("----------\n");
  });
});
