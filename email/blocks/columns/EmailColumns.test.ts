import { describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../emailBlockTesting";

const column = (id: string, title: string) => ({
  id,
  type: "Column" as const,
  props: {},
  children: [{ id: `${id}-button`, type: "Button" as const, props: { title, link: `/${id}` } }],
});

describe("an email Columns block", () => {
  it("splits its width by its layout, less its gap, and stacks on phones unless told not to", () => {
    const row = {
      id: "row",
      type: "Columns" as const,
      props: { layout: "1:2" as const, gap: 20 },
      children: [column("a", "One"), column("b", "Two")],
    };
    const html = htmlOf(row);
    expect(html).toContain("max-width:200px");
    expect(html).toContain("max-width:400px");
    expect(html).toContain('class="bl-email-column"');
    expect(htmlOf({ ...row, props: { ...row.props, stackOnMobile: false } })).not.toContain('class="bl-email-column"');
  });

  it("reads as its columns one after the other in the text", () => {
    const row = { id: "row", type: "Columns" as const, props: {}, children: [column("a", "One"), column("b", "Two")] };
    expect(textOf(row)).toBe("One: https://band.example/a\n\nTwo: https://band.example/b\n");
  });
});
