/**
 * A small, strict XML reader for tests (the project has no XML parser): one root element, tags
 * that close in order, quoted attributes without duplicates, and text in which `<` and `&` appear
 * only as markup or as a known reference. Anything else throws, so a feed that reads here is
 * well-formed in the ways a feed reader checks.
 */
export interface XmlNode {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlNode[];
  /** The element's own text, references decoded (children's text not included). */
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const REFERENCES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(raw: string, at: number): string {
  if (raw.includes("<")) throw new Error(`A raw '<' in text or an attribute near ${at}`);
  return raw.replace(/&([^;]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(";")) throw new Error(`An unterminated reference near ${at}: ${whole}`);
    if (name in REFERENCES) return REFERENCES[name] as string;
    const code = /^#x([0-9a-fA-F]+)$/.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
    if (code === undefined) throw new Error(`An unknown reference near ${at}: ${whole}`);
    return String.fromCodePoint(name.startsWith("#x") ? Number.parseInt(code, 16) : Number(code));
  });
}

function readAttributes(source: string, at: number): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/y;
  let position = 0;
  while (position < source.length) {
    pattern.lastIndex = position;
    const match = pattern.exec(source);
    if (!match) {
      if (source.slice(position).trim() === "") break;
      throw new Error(`A malformed attribute near ${at}: ${source.slice(position)}`);
    }
    const name = match[1] as string;
    if (name in attributes) throw new Error(`A duplicate attribute ${name} near ${at}`);
    attributes[name] = decode(match[3] ?? match[4] ?? "", at);
    position = pattern.lastIndex;
  }
  return attributes;
}

/** Parses `xml` into its root element; throws on anything not well-formed. */
export function parseXml(xml: string): XmlNode {
  let rest = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const offset = () => xml.length - rest.length;
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  while (rest.length > 0) {
    const open = rest.indexOf("<");
    const text = open === -1 ? rest : rest.slice(0, open);
    const decoded = decode(text, offset());
    const parent = stack.at(-1);
    if (parent) parent.text += decoded;
    else if (text.trim() !== "") throw new Error(`Text outside the root element near ${offset()}`);
    if (open === -1) break;
    rest = rest.slice(open);
    const close = rest.indexOf(">");
    if (close === -1) throw new Error(`An unclosed tag near ${offset()}`);
    const tag = rest.slice(1, close);
    rest = rest.slice(close + 1);
    if (tag.startsWith("/")) {
      const name = tag.slice(1).trim();
      const top = stack.pop();
      if (top?.name !== name) throw new Error(`</${name}> closes <${top?.name ?? "nothing"}> near ${offset()}`);
      continue;
    }
    const selfClosing = tag.endsWith("/");
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const name = NAME.exec(body)?.[0];
    if (!name) throw new Error(`A tag without a name near ${offset()}: <${tag}>`);
    const node: XmlNode = { name, attributes: readAttributes(body.slice(name.length), offset()), children: [], text: "" };
    if (parent) parent.children.push(node);
    else if (root) throw new Error("A second root element");
    else root = node;
    if (!selfClosing) stack.push(node);
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  if (!root) throw new Error("No root element");
  return root;
}

/** The children of `node` named `name`. */
export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((child) => child.name === name);
}

/** The one child named `name`, or a thrown error naming what is missing. */
export function child(node: XmlNode, name: string): XmlNode {
  const [found, ...more] = childrenNamed(node, name);
  if (!found || more.length > 0) throw new Error(`<${node.name}> has ${found ? "several" : "no"} <${name}>`);
  return found;
}
