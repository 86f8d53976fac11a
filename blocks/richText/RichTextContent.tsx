import { type CSSProperties, createElement, type ReactNode } from "react";
import { describeRichText, type RichElementFactory } from "../../runtime/richText/describe";
import type { RichText } from "../../schema/richText/index";

/** React's names of the style properties rich text shows (the stored allowlist, transforms, alignment, indent). */
const REACT_STYLE_NAMES = new Map([
  ["color", "color"],
  ["background-color", "backgroundColor"],
  ["font-size", "fontSize"],
  ["text-transform", "textTransform"],
  ["text-align", "textAlign"],
  ["padding-inline-start", "paddingInlineStart"],
]);

/** `background-color` → `backgroundColor`, as React names style properties. */
const reactStyleName = (name: string) =>
  REACT_STYLE_NAMES.get(name) ?? name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Each element as a React element, its attributes under React's names. */
const reactElements: RichElementFactory<ReactNode> = {
  text: (text) => text,
  element(tag, attributes, style, children, key) {
    const props: Record<string, unknown> = { key };
    if (attributes !== null) for (const name in attributes) props[name === "class" ? "className" : name] = attributes[name];
    if (style !== null) {
      const reactStyle: Record<string, string> = {};
      for (const name in style) reactStyle[reactStyleName(name)] = style[name] as string;
      props.style = reactStyle as CSSProperties;
    }
    if (children === null || children.length === 0) return createElement(tag, props);
    // One child as itself, as JSX passes it; several as the array, whose elements have their keys.
    return createElement(tag, props, children.length === 1 ? children[0] : children);
  },
};

/**
 * Stored rich text as React elements, node by node: the same on the server and in the browser,
 * no HTML strings, links sanitized (what each node shows as is said once, in
 * `runtime/richText/describe.ts`).
 */
export function RichTextContent({ value }: { value: RichText }) {
  return <>{describeRichText(value, reactElements)}</>;
}
