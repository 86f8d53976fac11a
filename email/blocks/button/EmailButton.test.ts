import { describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../emailBlockTesting";

describe("an email Button", () => {
  it("is a bulletproof button in the HTML, linking to its address made absolute", () => {
    const html = htmlOf({ id: "cta", type: "Button", props: { title: "Tickets", link: "/tour", backgroundColor: "#ff0000" } });
    expect(html).toContain('href="https://band.example/tour"');
    expect(html).toContain(">Tickets<");
    expect(html).toContain("<v:roundrect");
    expect(html).toContain("background-color:#ff0000");
  });

  it("is its title and address in the text, 'Button' linking home unless set", () => {
    expect(textOf({ id: "cta", type: "Button", props: { title: "Tickets", link: "/tour" } })).toBe("Tickets: https://band.example/tour\n");
    expect(textOf({ id: "cta", type: "Button", props: {} })).toBe("Button: https://band.example/\n");
  });
});
