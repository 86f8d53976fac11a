import { type CSSProperties, createElement, type ReactNode } from "react";
import { describeRichText, type RichContent } from "../../runtime/richText/describe";
import type { RichText } from "../../schema/richText/index";

/** `background-color` → `backgroundColor`, as React names style properties. */
const reactStyleName = (name: string) => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

const REACT_ATTRIBUTE_NAMES: Readonly<Record<string, string>> = { class: "className" };

function toReact(content: RichContent, key: number): ReactNode {
  if (typeof content === "string") return content;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(content.attributes)) props[REACT_ATTRIBUTE_NAMES[name] ?? name] = value;
  if (content.style) {
    const style: Record<string, string> = {};
    for (const [name, value] of Object.entries(content.style)) style[reactStyleName(name)] = value;
    props.style = style as CSSProperties;
  }
  if (content.children.length === 0) return createElement(content.tag, props);
  return createElement(content.tag, props, ...content.children.map(toReact));
}

/**
 * Stored rich text as React elements, node by node: the same on the server and in the browser,
 * no HTML strings, links sanitized (what each node shows as is said once, in
 * `runtime/richText/describe.ts`).
 */
export function RichTextContent({ value }: { value: RichText }) {
  return <>{describeRichText(value).map(toReact)}</>;
}
