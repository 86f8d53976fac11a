import { createElement, type ReactElement } from "react";
import type { BlockNode } from "../schema/page";

/**
 * The baseline: the same tree written directly as React elements, with the same tags, classes and
 * main styles but no registry, no props resolution and no error boundaries.
 */
export function plainElements(node: BlockNode): ReactElement {
  const props = node.props as Record<string, unknown>;
  if (node.type === "Text") {
    return createElement(
      "p",
      { key: node.id, className: "bl-text", style: { fontWeight: props.fontWeight, margin: "0px 0px 0px 0px" } },
      props.text as string,
    );
  }
  if (node.type === "Button") {
    return createElement(
      "a",
      { key: node.id, className: "bl-button bl-button--primary", href: props.link as string, "data-button-id": node.id },
      props.text as string,
    );
  }
  return createElement(
    "div",
    {
      key: node.id,
      className: "bl-container",
      style: { width: props.width, background: props.background, padding: "16px 16px 16px 16px" },
    },
    (node.children ?? []).map(plainElements),
  );
}
