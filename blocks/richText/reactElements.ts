import { type CSSProperties, createElement, type ReactNode } from "react";
import type { RichElementFactory } from "../../runtime/richText/describe";

/** React's names of the style properties rich text shows (the stored allowlist, transforms, alignment, indent). */
const REACT_STYLE_NAMES = new Map([
  ["color", "color"],
  ["background-color", "backgroundColor"],
  ["font-size", "fontSize"],
  ["text-transform", "textTransform"],
  ["text-align", "textAlign"],
  ["padding-inline-start", "paddingInlineStart"],
]);

/** React's names of the HTML attributes rich text writes that React spells otherwise (a table cell's spans, an image's sizes). */
const REACT_ATTRIBUTE_NAMES = new Map([
  ["class", "className"],
  ["srcset", "srcSet"],
  ["colspan", "colSpan"],
  ["rowspan", "rowSpan"],
]);

/** `background-color` → `backgroundColor`, as React names style properties. */
const reactStyleName = (name: string) =>
  REACT_STYLE_NAMES.get(name) ?? name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * Each text and element of the describe walk as React builds it, its attributes under React's
 * names: what `RichTextContent` shows, and what a widget shows of its static form (an equation's
 * typesetting), so both are the HTML export's markup.
 */
export const reactElementParts: Pick<RichElementFactory<ReactNode>, "text" | "element"> = {
  text: (text) => text,
  element(tag, attributes, style, children, key) {
    const props: Record<string, unknown> = { key };
    if (attributes !== null) for (const name in attributes) props[REACT_ATTRIBUTE_NAMES.get(name) ?? name] = attributes[name];
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
