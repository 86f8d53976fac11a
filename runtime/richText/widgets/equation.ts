import type { KatexOptions } from "katex";
import type { RichTextNodeJSON } from "../../../schema/richText/index";
import type { RichAttributes, RichElementFactory, RichStyle } from "../richElementFactory";
import { type Katex, loadedKatex } from "./katexModule";
import { type MathElement, mathTreeOf } from "./katexTree";

export type EquationJSON = RichTextNodeJSON<"equation">;

/** SPEC §8: 'Equation render failure: no error thrown; shown in red (#cc0000)'. */
export const EQUATION_ERROR_COLOR = "#cc0000";

/** The largest size (in ems) an equation may ask for (`\rule{500em}{500em}` is held to it). */
export const EQUATION_MAX_SIZE = 20;
/** The most macro expansions one equation may take, so a recursive macro stops at once. */
export const EQUATION_MAX_EXPAND = 1000;

/**
 * How every equation is typeset (SPEC §9 'Equation rendering non-trusting; display mode only when
 * not inline'): no command that links, loads an image or sets an HTML attribute (`trust: false`
 * shows such a command as its name in red), sizes and expansion bounded, and a source KaTeX cannot
 * read thrown, so that it shows as the source in red. Macros are not passed in: KaTeX then keeps
 * each equation's `\gdef`s to that equation.
 */
export function equationOptions(inline: boolean): KatexOptions {
  return {
    displayMode: !inline,
    output: "htmlAndMathml",
    throwOnError: true,
    errorColor: EQUATION_ERROR_COLOR,
    trust: false,
    strict: "ignore",
    maxSize: EQUATION_MAX_SIZE,
    maxExpand: EQUATION_MAX_EXPAND,
    globalGroup: false,
  };
}

/** Typeset trees of recent equations: each page render would typeset them all again. Bounded, least recently used out first. */
const TYPESET_CACHE_SIZE = 200;
const typesetCache = new Map<string, MathElement | null>();
let cachedFor: Katex | null = null;

/** The equation typeset by `katex` as checked elements, or null when KaTeX cannot read it. Never throws. */
export function typesetEquation(katex: Katex, equation: string, inline: boolean): MathElement | null {
  if (cachedFor !== katex) {
    typesetCache.clear();
    cachedFor = katex;
  }
  const key = `${inline ? "i" : "d"}${equation}`;
  const cached = typesetCache.get(key);
  if (cached !== undefined) {
    typesetCache.delete(key);
    typesetCache.set(key, cached);
    return cached;
  }
  let tree: MathElement | null;
  try {
    tree = mathTreeOf(katex.__renderToDomTree(equation, equationOptions(inline)));
  } catch {
    tree = null;
  }
  typesetCache.set(key, tree);
  if (typesetCache.size > TYPESET_CACHE_SIZE) typesetCache.delete(typesetCache.keys().next().value as string);
  return tree;
}

export const EQUATION_CLASS = "bl-rt-equation";
const INLINE: RichAttributes = { class: EQUATION_CLASS };
const DISPLAY: RichAttributes = { class: `${EQUATION_CLASS} bl-rt-equation--display` };
const FAILED: RichAttributes = { class: `${EQUATION_CLASS} bl-rt-equation--error` };
const FAILED_STYLE: RichStyle = { color: EQUATION_ERROR_COLOR };
const PENDING: RichAttributes = { class: `${EQUATION_CLASS} bl-rt-equation--source` };

function build<T>(node: MathElement, make: RichElementFactory<T>, key: number): T {
  const children: T[] = [];
  for (const child of node.children) children.push(typeof child === "string" ? make.text(child) : build(child, make, children.length));
  return make.element(node.tag, node.attributes, node.style, children, key);
}

/**
 * An equation as a page and the HTML export show it: KaTeX's typesetting (HTML for the eye,
 * MathML for screen readers) in a span of ours; its source in red when KaTeX cannot read it; its
 * source as it is while KaTeX has not been loaded (a page reached in the browser, for a moment).
 */
export function describeEquation<T>(node: EquationJSON, make: RichElementFactory<T>, key: number): T {
  const katex = loadedKatex();
  if (katex === null) return make.element("span", PENDING, null, [make.text(node.equation)], key);
  const tree = typesetEquation(katex, node.equation, node.inline);
  if (tree === null) return make.element("span", FAILED, FAILED_STYLE, [make.text(node.equation)], key);
  return make.element("span", node.inline ? INLINE : DISPLAY, null, [build(tree, make, 0)], key);
}
