import { beforeAll, describe, expect, it } from "vitest";
import { type Katex, loadKatex } from "./katexModule";
import { type MathElement, type MathTreeNode, mathTreeOf } from "./katexTree";

let katex: Katex;
beforeAll(async () => {
  katex = await loadKatex();
});

const elementsOf = (node: MathTreeNode): MathElement[] =>
  typeof node === "string" ? [] : [node, ...node.children.flatMap((child) => elementsOf(child))];

describe("reading KaTeX's tree", () => {
  it("drops what only a trusting KaTeX writes: links, ids, data, classes and styles of the source, images", () => {
    const source =
      "\\href{javascript:alert(1)}{a}\\htmlId{evil}{b}\\htmlClass{bl-rt-evil}{c}\\htmlStyle{background:url(https://evil.example)}{d}\\htmlData{x=y}{e}\\includegraphics[height=1em]{https://evil.example/x.png}";
    const trusting = katex.__renderToDomTree(source, { trust: true, throwOnError: true });
    // What KaTeX itself would write for it, to be sure the walk had something to drop.
    expect((trusting as { toMarkup(): string }).toMarkup()).toMatch(
      /href="javascript:alert\(1\)".*id="evil".*bl-rt-evil.*url\(.*data-x="y".*<img/s,
    );
    const tree = mathTreeOf(trusting);
    if (tree === null) throw new Error("nothing typeset");
    const elements = elementsOf(tree);
    expect(elements.map((element) => element.tag).filter((tag) => !/^(span|math|semantics|annotation|m[a-z]+)$/.test(tag))).toEqual([]);
    const attributes = elements.flatMap((element) => Object.keys(element.attributes ?? {}));
    expect(
      attributes.filter(
        (name) =>
          !/^(class|aria-hidden|xmlns|encoding|display|mathvariant|stretchy|fence|separator|lspace|rspace|mathcolor|mathbackground|width|height|depth|voffset)$/.test(
            name,
          ),
      ),
    ).toEqual([]);
    const classes = elements.flatMap((element) => String(element.attributes?.class ?? "").split(" "));
    expect(classes).not.toContain("bl-rt-evil");
    const styles = elements.flatMap((element) => Object.entries(element.style ?? {}).map(([name, value]) => `${name}:${value}`));
    expect(styles.filter((style) => /url|background/.test(style))).toEqual([]);
  });

  it("keeps only allowed attributes, classes and style values of any object it is handed", () => {
    const hostile = {
      classes: ["katex", "bl-rt-equation", "rt-modal", 'a"b', "mord"],
      attributes: { onclick: "alert(1)", "aria-hidden": "true", id: "x", style: "color:red;background:url(x);position:fixed" },
      style: { marginRight: "0.2em", backgroundImage: "url(x)", color: "red;x:y", top: "expression(alert(1))" },
      children: [
        {
          children: [
            { pathName: "x", toMarkup: () => '<path d="M0 0 L1 1"/>' },
            { pathName: "y", toMarkup: () => '<path d="javascript:alert(1)"/>' },
          ],
          attributes: { width: "1em", onload: "x", viewBox: "0 0 10 10", href: "x" },
        },
        {
          type: "math",
          attributes: { xmlns: "http://evil.example", href: "javascript:x", mathcolor: "red" },
          children: [{ type: "script", children: [] }, { text: "x" }],
          classes: [],
        },
        { src: "https://evil.example/x.png", alt: "x", classes: ["mord"], style: {} },
      ],
      height: 0,
      depth: 0,
    };
    expect(mathTreeOf(hostile)).toEqual({
      tag: "span",
      attributes: { class: "katex mord", "aria-hidden": "true" },
      style: { color: "red", "margin-right": "0.2em" },
      children: [
        {
          tag: "svg",
          attributes: { width: "1em", viewBox: "0 0 10 10" },
          style: null,
          children: [{ tag: "path", attributes: { d: "M0 0 L1 1" }, style: null, children: [] }],
        },
        { tag: "math", attributes: { mathcolor: "red" }, style: null, children: ["x"] },
      ],
    });
  });

  it("joins neighbouring texts, as the DOM reads them", () => {
    const tree = mathTreeOf({
      classes: [],
      attributes: {},
      style: {},
      children: [{ text: "a" }, { text: "b", classes: [] }, { text: "c", classes: ["mord"] }],
    });
    expect(tree?.children).toEqual(["ab", { tag: "span", attributes: { class: "mord" }, style: null, children: ["c"] }]);
  });
});
