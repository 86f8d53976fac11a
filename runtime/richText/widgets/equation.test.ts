// @vitest-environment jsdom
import katexPackage from "katex/package.json" with { type: "json" };
import { beforeAll, describe, expect, it } from "vitest";
import { elementNode, richTextOf, textNode } from "../../../schema/richText/richTextTesting";
import { richTextToHtml } from "../toHtml";
import { EQUATION_MAX_SIZE } from "./equation";
import { htmlShowsEquation, KATEX_VERSION, loadKatex } from "./katexModule";

const equation = (source: string, inline = true) => ({ type: "equation", version: 1, equation: source, inline });
const htmlOf = (source: string, inline = true) => richTextToHtml(richTextOf(elementNode("paragraph", [equation(source, inline)])));

/** The export's HTML as a browser reads it: the equation's wrapper. */
function rendered(source: string, inline = true): Element {
  const template = document.createElement("template");
  template.innerHTML = htmlOf(source, inline);
  const wrapper = template.content.querySelector(".bl-rt-equation");
  if (!wrapper) throw new Error(`no equation in ${template.innerHTML}`);
  return wrapper;
}

const everyElement = (root: Element) => [root, ...Array.from(root.querySelectorAll("*"))];

/** What KaTeX itself writes, and nothing else: its tags, no handler, address, id or data attribute, no style that loads. */
function foreignParts(root: Element): string[] {
  const found: string[] = [];
  for (const element of everyElement(root)) {
    if (
      !/^(span|svg|path|line|math|semantics|annotation|mrow|mi|mn|mo|mtext|mspace|mfrac|msqrt|mroot|msup|msub|msubsup|mover|munder|munderover|mtable|mtr|mtd|mlabeledtr|menclose|mstyle|mpadded|mphantom)$/.test(
        element.localName,
      )
    )
      found.push(`<${element.localName}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (/^(on|href$|src$|id$|data-|xlink)/i.test(attribute.name)) found.push(`${element.localName} ${attribute.name}`);
      if (/url\(|expression|javascript:/i.test(attribute.value)) found.push(`${element.localName} ${attribute.name}=${attribute.value}`);
    }
    for (const name of element.getAttribute("class")?.split(" ") ?? [])
      if (name.startsWith("bl-") && !element.classList.contains("bl-rt-equation")) found.push(`class ${name}`);
  }
  return found;
}

beforeAll(async () => {
  await loadKatex();
});

describe("an equation's static form", () => {
  it("typesets a fraction as KaTeX's spans, with MathML holding its source for screen readers", () => {
    const wrapper = rendered("\\frac{a}{b}");
    expect(wrapper.className).toBe("bl-rt-equation");
    expect(wrapper.querySelector(".katex .katex-html[aria-hidden=true] .mfrac .frac-line")).not.toBeNull();
    expect(wrapper.querySelector(".katex-mathml math mfrac")).not.toBeNull();
    expect(wrapper.querySelector("annotation")?.getAttribute("encoding")).toBe("application/x-tex");
    expect(wrapper.querySelector("annotation")?.textContent).toBe("\\frac{a}{b}");
    expect(wrapper.querySelector(".vlist")?.getAttribute("style")).toMatch(/height: ?[\d.]+em/);
    expect(foreignParts(wrapper)).toEqual([]);
  });

  it("draws a root sign and a brace as SVG paths, and a strike as a line", () => {
    const root = rendered("\\sqrt{x^2+1}");
    const path = root.querySelector(".sqrt svg path");
    expect(root.querySelector(".sqrt svg")?.getAttribute("viewBox")).toMatch(/^0 0 400000 \d+$/);
    expect(path?.getAttribute("d")).toMatch(/^M\d+[, ]\d+/);
    expect(rendered("\\overbrace{a+b}").querySelectorAll("svg path").length).toBeGreaterThan(1);
    const line = rendered("\\cancel{x}").querySelector("svg line");
    expect(line?.getAttribute("x2")).toBe("100%");
    expect(line?.getAttribute("style")).toBe("stroke-width: 0.046em");
  });

  it("typesets a matrix as a table in MathML and aligned columns in HTML", () => {
    const matrix = rendered("\\begin{pmatrix}a&b\\\\c&d\\end{pmatrix}", false);
    expect(matrix.querySelectorAll("mtable mtr")).toHaveLength(2);
    expect(matrix.querySelectorAll(".katex-html .col-align-c")).toHaveLength(2);
    expect(foreignParts(matrix)).toEqual([]);
  });

  it("uses display mode only when not inline", () => {
    const display = rendered("x^2", false);
    expect(display.className).toBe("bl-rt-equation bl-rt-equation--display");
    expect(display.querySelector(".katex-display > .katex")).not.toBeNull();
    expect(display.querySelector("math")?.getAttribute("display")).toBe("block");
    const inline = rendered("x^2", true);
    expect(inline.querySelector(".katex-display")).toBeNull();
    expect(inline.querySelector("math")?.hasAttribute("display")).toBe(false);
  });

  it.each(["\\frac{", "\\undefinedcommand", "\\def\\a{\\a}\\a", "x^^2", "\\begin{pmatrix}a"])(
    "shows %s, which KaTeX cannot read, as its source in red (#cc0000), throwing nothing",
    (source) => {
      expect(() => htmlOf(source)).not.toThrow();
      const wrapper = rendered(source);
      expect(wrapper.className).toBe("bl-rt-equation bl-rt-equation--error");
      expect(wrapper.getAttribute("style")).toBe("color: #cc0000");
      expect((wrapper as HTMLElement).style.color).toBe("rgb(204, 0, 0)");
      expect(wrapper.textContent).toBe(source);
      expect(wrapper.children).toHaveLength(0);
    },
  );

  it.each([
    "\\href{javascript:alert(1)}{x}",
    "\\url{javascript:alert(1)}",
    "\\htmlClass{bl-rt-evil}{x}",
    "\\htmlId{evil}{x}",
    "\\htmlStyle{background:url(https://evil.example/x)}{x}",
    "\\htmlData{foo=bar}{x}",
    "\\includegraphics{https://evil.example/x.png}",
    "\\color{expression(alert(1))}{x}",
    "\\text{</span><script>alert(1)</script>}",
  ])("keeps %s inert: no link, image, class, id, data or style of its own (trust off)", (source) => {
    const wrapper = rendered(source);
    expect(foreignParts(wrapper)).toEqual([]);
    expect(wrapper.querySelector("a, img, script")).toBeNull();
    expect(htmlOf(source)).not.toMatch(/<script|javascript:alert\(1\)"/);
  });

  it("shows a command that needs trust as its name in red, the rest typeset", () => {
    const wrapper = rendered("y + \\href{javascript:alert(1)}{x}");
    expect(wrapper.querySelector(".katex")).not.toBeNull();
    expect(
      Array.from(wrapper.querySelectorAll<HTMLElement>(".katex-html [style]")).some((span) => span.style.color === "rgb(204, 0, 0)"),
    ).toBe(true);
  });

  it(`holds sizes to ${EQUATION_MAX_SIZE} em`, () => {
    const wrapper = rendered("\\rule{500em}{500em}");
    const ems = Array.from(wrapper.querySelectorAll<HTMLElement>("[style]")).flatMap((element) =>
      [element.style.width, element.style.height, element.style.borderRightWidth, element.style.borderTopWidth]
        .filter((value) => value.endsWith("em"))
        .map((value) => Math.abs(Number.parseFloat(value))),
    );
    expect(ems.length).toBeGreaterThan(0);
    expect(Math.max(...ems)).toBeLessThanOrEqual(EQUATION_MAX_SIZE * 1.21);
  });

  it("keeps one equation's \\gdef to that equation", () => {
    expect(rendered("\\gdef\\band{x}\\band").className).toBe("bl-rt-equation");
    expect(rendered("\\band").className).toBe("bl-rt-equation bl-rt-equation--error");
  });

  it("typesets the same source the same way every time (the cache hands back what KaTeX built)", () => {
    expect(htmlOf("\\sqrt{2}")).toBe(htmlOf("\\sqrt{2}"));
    expect(htmlOf("\\sqrt{2}", false)).not.toBe(htmlOf("\\sqrt{2}", true));
  });

  it("is told apart in rendered HTML, even from text that spells its class", () => {
    expect(htmlShowsEquation(htmlOf("x"))).toBe(true);
    const spelled = richTextToHtml(richTextOf(elementNode("paragraph", [textNode('<span class="bl-rt-equation">')])));
    expect(htmlShowsEquation(spelled)).toBe(false);
  });

  it("names the KaTeX version installed in its stylesheet's address", () => {
    expect(KATEX_VERSION).toBe(katexPackage.version);
  });
});
