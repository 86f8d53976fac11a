import type { RichTextNodeJSON } from "../../schema/richText/index";
import type { EmbedType } from "./widgets/embedJSON";

/** Attribute values as written in HTML (`class`, not `className`), in the order shown; `true` for a bare attribute. */
export type RichAttributes = Readonly<Record<string, string | true>>;

/** CSS properties in their CSS names (`background-color`), in the order shown. */
export type RichStyle = Readonly<Record<string, string>>;

/**
 * What the walk builds its output with. Text comes as stored: the factory escapes it if its form
 * needs that.
 */
export interface RichElementFactory<T> {
  text(text: string): T;
  /**
   * One element. `attributes` and `style` are null rather than empty; `children` is null for `br`,
   * `hr`, `col` and `img`, and may be empty for other tags; `key` is the element's index among its siblings
   * (the elements a format wraps around a text share their text's). Objects passed in may be
   * shared between elements: read them, never change them.
   */
  element(tag: string, attributes: RichAttributes | null, style: RichStyle | null, children: readonly T[] | null, key: number): T;
  /**
   * A node a page shows as a component of its own (`RichWidgetType`: a poll that votes, an embed
   * that loads on a click, an equation typeset by a library loaded only where one is). `staticForm`
   * builds its elements with this factory, as the HTML export shows it; the React renderer swaps
   * in the node's component.
   */
  widget(node: RichWidgetJSON, key: number, staticForm: () => T): T;
}

/**
 * Node types shown by a component of their own on pages (see `RichElementFactory.widget`); each
 * has its static form in `runtime/richText/widgets/` and its component in `blocks/richText/widgets/`.
 */
export type RichWidgetType = EmbedType | "equation" | "poll";
export type RichWidgetJSON = RichTextNodeJSON<RichWidgetType>;
