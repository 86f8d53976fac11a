import { type CSSProperties, createElement, type ReactElement } from "react";
import type { BlockNode } from "../schema/page";
import type { RichText } from "../schema/richText/index";

/**
 * The baseline: the bench document written directly as React elements, a plain function of the
 * document with no registry, context, hooks or error boundaries. It emits byte-identical HTML to
 * the interpreter (the bench checks), so the ratio measures only what interpreting costs. It knows
 * the three block types of the bench document and their schema defaults, nothing else.
 */
export function plainDocument(root: BlockNode): ReactElement {
  return createElement("div", { className: "bl-document", "data-mode": "view" }, plainElements(root));
}

type Props = Record<string, unknown>;
type Style = CSSProperties & Record<`--${string}`, string | number | undefined>;

const px = (values: unknown) => ((values as number[] | undefined) ?? [0, 0, 0, 0]).map((value) => `${value}px`).join(" ");

function plainElements(node: BlockNode): ReactElement {
  const props = node.props as Props;
  if (node.type === "Text") return plainText(node.id, props);
  if (node.type === "Button") return plainButton(node.id, props);
  return plainContainer(node, props);
}

function plainText(key: string, props: Props): ReactElement {
  const style: Style = {
    "--bl-text-size": `${(props.fontSize as number | undefined) ?? 16}px`,
    textAlign: "left",
    fontWeight: (props.fontWeight as number | undefined) ?? 400,
    margin: px(props.margins),
  };
  // The bench's texts are paragraphs of plain words, one text node each.
  const paragraphs = (props.content as RichText).root.children as readonly { children: readonly { text?: string }[] }[];
  const lines = paragraphs.map((paragraph, index) =>
    createElement("p", { key: index }, paragraph.children.map((child) => child.text).join("")),
  );
  return createElement("div", { key, className: "bl-text bl-rich-text", style }, lines);
}

function plainButton(key: string, props: Props): ReactElement {
  return createElement(
    "a",
    {
      key,
      href: props.link as string,
      className: "bl-button bl-button--primary",
      style: { margin: px(props.margins) },
      "data-button-id": key,
      "data-analytics-link": "button",
    },
    props.text as string,
  );
}

function plainContainer(node: BlockNode, props: Props): ReactElement {
  const role = (props.role as string | undefined) ?? "section";
  const style: CSSProperties = {
    width: (props.width as string | undefined) ?? "100%",
    height: "auto",
    background: props.background as string | undefined,
    margin: px(props.margins),
    padding: px(props.paddings),
    borderRadius: (props.radius as number | undefined) || undefined,
    alignItems: "flex-start",
    justifyContent: "flex-start",
  };
  return createElement(
    role === "page" ? "main" : "div",
    {
      key: node.id,
      className: `bl-container bl-container--${(props.flexDirection as string | undefined) ?? "column"}`,
      style,
      "data-role": role,
    },
    (node.children ?? []).map(plainElements),
  );
}
