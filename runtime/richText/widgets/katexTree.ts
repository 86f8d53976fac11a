import type { RichAttributes, RichStyle } from "../richElementFactory";

/**
 * KaTeX's typeset tree (what `katex.__renderToDomTree` builds: spans, symbols, SVG paths and lines,
 * MathML) read into plain elements, so that a page and the HTML export show an equation through
 * the describe factory, as they show everything else: no HTML string, no `innerHTML`. Only what
 * KaTeX itself writes comes out, each piece checked against an allowlist: its tags, its class
 * names, the attributes each tag takes and the style properties it sets, with values of the
 * characters KaTeX's sizes, colours and path data are made of. Anything else (a link or an image,
 * which only a trusting KaTeX makes) is dropped.
 */

export interface MathElement {
  readonly tag: string;
  readonly attributes: RichAttributes | null;
  readonly style: RichStyle | null;
  readonly children: readonly MathTreeNode[];
}
export type MathTreeNode = MathElement | string;

/** Where a node sits, which says how KaTeX's objects read: HTML spans, SVG, or MathML. */
type Space = "html" | "svg" | "math";

type Raw = Record<string, unknown>;
const isRaw = (value: unknown): value is Raw => typeof value === "object" && value !== null;

const MATHML_NAMESPACE = "http://www.w3.org/1998/Math/MathML";

/** MathML elements KaTeX writes (its `MathNodeType`, less `mglyph`, which only an image makes). */
const MATHML_TAGS: ReadonlySet<string> = new Set(
  "math annotation semantics mtext mn mo mi mspace mover munder munderover msup msub msubsup mfrac mroot msqrt mtable mtr mtd mlabeledtr mrow menclose mstyle mpadded mphantom".split(
    " ",
  ),
);

/** MathML attributes KaTeX sets (`href`, which only `\href` with trust sets, is not one of them). */
const MATHML_ATTRIBUTES: ReadonlySet<string> = new Set(
  "display mathvariant stretchy fence separator lspace rspace minsize maxsize largeop accent accentunder linethickness displaystyle scriptlevel columnalign columnlines columnspacing rowspacing rowlines notation mathsize mathcolor mathbackground width height depth voffset linebreak movablelimits symmetric".split(
    " ",
  ),
);
/** Attributes that hold one fixed value. */
const FIXED_ATTRIBUTES: Readonly<Record<string, string>> = {
  xmlns: MATHML_NAMESPACE,
  encoding: "application/x-tex",
  "aria-hidden": "true",
};

const SVG_ATTRIBUTES: ReadonlySet<string> = new Set(["width", "height", "viewBox", "preserveAspectRatio"]);
const LINE_ATTRIBUTES: ReadonlySet<string> = new Set(["x1", "y1", "x2", "y2"]);

/** The style properties KaTeX sets (its `CssStyle`, and what it writes as style text on SVG and MathML). */
const STYLE_PROPERTIES: ReadonlySet<string> = new Set(
  "background-color border border-bottom-width border-color border-right-style border-right-width border-top-width border-style border-width bottom color height left margin margin-left margin-right margin-top min-width padding-left position text-shadow top width vertical-align stroke-width".split(
    " ",
  ),
);

/**
 * A value of lengths, numbers, keywords and colours (`0.25em`, `-1width`, `#cc0000`, `xMinYMin
 * slice`): no parentheses, quotes, semicolons or colons, so no `url(…)`, no second declaration.
 */
const SAFE_VALUE = /^[-+#%., a-zA-Z0-9]{0,100}$/;
/** SVG path data: commands and numbers. */
const PATH_DATA = /^[-+., a-zA-Z0-9\n]*$/;
/** KaTeX's class names (`mord`, `vlist-t2`, `cjk_fallback`); ours (`bl-`) and the studio's (`rt-`) cannot be borrowed. */
const CLASS_NAME = /^(?!bl-|rt-)[a-zA-Z][\w-]{0,40}$/;

const hyphenated = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** KaTeX's `makeEm`: a length in ems, as it writes them. */
const em = (value: number) => `${+value.toFixed(4)}em`;

function classAttribute(classes: unknown, into: Record<string, string>): void {
  if (!Array.isArray(classes)) return;
  const kept = classes.filter((name): name is string => typeof name === "string" && CLASS_NAME.test(name));
  if (kept.length > 0) into.class = kept.join(" ");
}

/** KaTeX positions its parts within its own boxes; nothing of it may be fixed to the window. */
const POSITIONS: ReadonlySet<string> = new Set(["relative", "absolute"]);

function addStyle(style: Record<string, string>, name: string, value: unknown): void {
  if (typeof value !== "string" || value === "" || !STYLE_PROPERTIES.has(name) || !SAFE_VALUE.test(value)) return;
  if (name !== "position" || POSITIONS.has(value)) style[name] = value;
}

/** A style object (`{ marginRight: "0.05em" }`) or style text (`width:0.889em`) into checked CSS properties. */
function addStyles(style: Record<string, string>, from: unknown): void {
  if (typeof from === "string") {
    for (const declaration of from.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon > 0) addStyle(style, declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
    }
  } else if (isRaw(from)) {
    for (const name of Object.keys(from)) addStyle(style, hyphenated(name), from[name]);
  }
}

function element(tag: string, attributes: Record<string, string>, style: Record<string, string>, children: MathTreeNode[]): MathElement {
  return {
    tag,
    attributes: Object.keys(attributes).length > 0 ? attributes : null,
    style: Object.keys(style).length > 0 ? style : null,
    children,
  };
}

/** Attributes of `allowed` names (or fixed ones with their one value), values checked; `style` text joins the style. */
function checkedAttributes(raw: unknown, allowed: ReadonlySet<string>, into: Record<string, string>, style: Record<string, string>) {
  if (!isRaw(raw)) return;
  for (const name of Object.keys(raw)) {
    const value = raw[name];
    if (typeof value !== "string") continue;
    if (name === "style") addStyles(style, value);
    else if (name === "stroke-width") addStyle(style, name, value);
    else if (FIXED_ATTRIBUTES[name] !== undefined) {
      if (value === FIXED_ATTRIBUTES[name]) into[name] = value;
    } else if (allowed.has(name) && SAFE_VALUE.test(value)) into[name] = value;
  }
}

/** Neighbouring texts as one, as the DOM reads them: the page and the export then agree on text nodes. */
function pushChild(out: MathTreeNode[], child: MathTreeNode): void {
  const last = out.length - 1;
  if (typeof child === "string" && typeof out[last] === "string") out[last] += child;
  else out.push(child);
}

function childrenOf(node: Raw, space: Space): MathTreeNode[] {
  const out: MathTreeNode[] = [];
  if (Array.isArray(node.children)) for (const child of node.children) convert(child, space, out);
  return out;
}

const NO_NAMES: ReadonlySet<string> = new Set();

function convertHtml(node: Raw, out: MathTreeNode[]): void {
  // A symbol: its text, in a span only when it has classes, style or an italic correction (as KaTeX's toNode).
  if (typeof node.text === "string") {
    const attributes: Record<string, string> = {};
    const style: Record<string, string> = {};
    if (typeof node.italic === "number" && node.italic > 0) style["margin-right"] = em(node.italic);
    classAttribute(node.classes, attributes);
    addStyles(style, node.style);
    const hasClasses = Array.isArray(node.classes) && node.classes.length > 0;
    if (hasClasses || Object.keys(style).length > 0) pushChild(out, element("span", attributes, style, [node.text]));
    else pushChild(out, node.text);
    return;
  }
  if (!Array.isArray(node.children)) return; // an image (`\includegraphics`, trusted input only)
  if (!Array.isArray(node.classes)) {
    // An SVG image of a stretchy part (a root sign, a brace, an arrow, a strike).
    const attributes: Record<string, string> = {};
    const style: Record<string, string> = {};
    checkedAttributes(node.attributes, SVG_ATTRIBUTES, attributes, style);
    pushChild(out, element("svg", attributes, style, childrenOf(node, "svg")));
    return;
  }
  // A fragment: its children, nothing of its own.
  if (!isRaw(node.attributes)) {
    for (const child of node.children) convert(child, "html", out);
    return;
  }
  // A span (or a link, which only trusting KaTeX makes: kept as a span, its address dropped).
  const attributes: Record<string, string> = {};
  const style: Record<string, string> = {};
  classAttribute(node.classes, attributes);
  checkedAttributes(node.attributes, NO_NAMES, attributes, style);
  addStyles(style, node.style);
  pushChild(out, element("span", attributes, style, childrenOf(node, "html")));
}

function convertSvg(node: Raw, out: MathTreeNode[]): void {
  if (typeof node.pathName === "string") {
    // A path's data is either its own or one of KaTeX's stored shapes, which only its markup names.
    const markup = typeof node.toMarkup === "function" ? String((node.toMarkup as () => unknown).call(node)) : "";
    const data = /^<path d="([^"]*)"\/>$/.exec(markup)?.[1];
    if (data !== undefined && PATH_DATA.test(data)) pushChild(out, element("path", { d: data }, {}, []));
    return;
  }
  const attributes: Record<string, string> = {};
  const style: Record<string, string> = {};
  checkedAttributes(node.attributes, LINE_ATTRIBUTES, attributes, style);
  pushChild(out, element("line", attributes, style, []));
}

function convertMath(node: Raw, out: MathTreeNode[]): void {
  if (typeof node.type === "string") {
    if (!MATHML_TAGS.has(node.type)) return;
    const attributes: Record<string, string> = {};
    const style: Record<string, string> = {};
    checkedAttributes(node.attributes, MATHML_ATTRIBUTES, attributes, style);
    classAttribute(node.classes, attributes);
    pushChild(out, element(node.type, attributes, style, childrenOf(node, "math")));
  } else if (typeof node.text === "string") {
    pushChild(out, node.text);
  } else if (typeof node.width === "number" && "character" in node) {
    // A space: its character when it has one, else a sized space (as KaTeX's toNode).
    if (typeof node.character === "string" && node.character !== "") pushChild(out, node.character);
    else pushChild(out, element("mspace", { width: em(node.width) }, {}, []));
  } else if (Array.isArray(node.children)) {
    for (const child of node.children) convert(child, "math", out);
  }
}

function convert(node: unknown, space: Space, out: MathTreeNode[]): void {
  if (!isRaw(node)) return;
  // MathML starts wherever a node names its element type (the `math` inside `katex-mathml`).
  if (space === "math" || (space === "html" && typeof node.type === "string")) convertMath(node, out);
  else if (space === "svg") convertSvg(node, out);
  else convertHtml(node, out);
}

/** KaTeX's tree (its root span) as plain checked elements; null when it holds nothing to show. */
export function mathTreeOf(katexRoot: unknown): MathElement | null {
  const out: MathTreeNode[] = [];
  convert(katexRoot, "html", out);
  const root = out[0];
  return out.length === 1 && typeof root !== "string" && root !== undefined ? root : null;
}
