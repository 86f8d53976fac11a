import { createElement, type ReactNode } from "react";
import { type BlockViewRegistry, definitionOf, type SizeStyles } from "../blockRegistry";
import { DOCUMENT_CONTAINER, MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from "../breakpoints";
import { isRecord } from "../isRecord";
import type { TreeNode } from "../treeNode";

/** The element that carries a block's per-size rules (`display: contents`, DOCUMENT_CSS): it adds no box. */
const SIZED_CLASS = "bl-sized";
const SIZED_ATTRIBUTE = "data-bl-sized";

const ON_DESKTOP_ONLY = `@container ${DOCUMENT_CONTAINER} (min-width: ${TABLET_MAX_WIDTH + 1}px)`;
const ON_TABLET_ONLY = `@container ${DOCUMENT_CONTAINER} (min-width: ${MOBILE_MAX_WIDTH + 1}px) and (max-width: ${TABLET_MAX_WIDTH}px)`;
const ON_PHONE = `@container ${DOCUMENT_CONTAINER} (max-width: ${MOBILE_MAX_WIDTH}px)`;
/** Tablet values hold on phones too unless a phone value follows (the fallback is the cascade's). */
const UP_TO_TABLET = `@container ${DOCUMENT_CONTAINER} (max-width: ${TABLET_MAX_WIDTH}px)`;

/** CSS names and values come from our blocks; this keeps anything else out of the stylesheet anyway. */
const SAFE_NAME = /^-{0,2}[a-z][a-z0-9-]*$/;
const SAFE_VALUE = /^[-a-z0-9.%# ]+$/i;

function declarations(override: Record<string, unknown>, styles: SizeStyles): string {
  const lines: string[] = [];
  for (const [prop, value] of Object.entries(override)) {
    const toCss = Object.hasOwn(styles, prop) ? styles[prop] : undefined;
    if (!toCss || value === undefined) continue;
    for (const [name, cssValue] of Object.entries(toCss(value as never))) {
      if (SAFE_NAME.test(name) && SAFE_VALUE.test(cssValue)) lines.push(`${name}: ${cssValue} !important;`);
    }
  }
  return lines.join(" ");
}

function sizeRules(selector: string, override: unknown, styles: SizeStyles, sizeQuery: string, onlyQuery: string): string[] {
  if (!isRecord(override)) return [];
  const rules: string[] = [];
  const set = declarations(override, styles);
  if (set) rules.push(`${sizeQuery} { ${selector} > * { ${set} } }`);
  if (override.hidden === true) rules.push(`${onlyQuery} { ${selector} { display: none; } }`);
  return rules;
}

const cssByOverrides = new WeakMap<object, { readonly styles: SizeStyles; readonly id: string; readonly css: string }>();

/**
 * The stylesheet of a node's per-size settings, or "" when it has none: rules on container queries
 * of the page (the canvas's 375 and 768 views and a fan's phone and tablet alike), tablet before
 * phone so a phone value wins over a tablet one and an unset one falls back to it.
 */
export function sizeCss(id: string, responsive: unknown, styles: SizeStyles): string {
  if (!isRecord(responsive)) return "";
  const known = cssByOverrides.get(responsive);
  if (known?.styles === styles && known.id === id) return known.css;
  const selector = `[${SIZED_ATTRIBUTE}="${id.replace(/[^A-Za-z0-9_-]/g, "")}"]`;
  const desktop = isRecord(responsive.desktop) && responsive.desktop.hidden === true;
  const css = [
    ...(desktop ? [`${ON_DESKTOP_ONLY} { ${selector} { display: none; } }`] : []),
    ...sizeRules(selector, responsive.tablet, styles, UP_TO_TABLET, ON_TABLET_ONLY),
    ...sizeRules(selector, responsive.phone, styles, ON_PHONE, ON_PHONE),
  ].join("\n");
  cssByOverrides.set(responsive, { styles, id, css });
  return css;
}

const NO_STYLES: SizeStyles = {};

function nodeCss(node: TreeNode, registry: BlockViewRegistry): string {
  const responsive = (node as { readonly responsive?: unknown }).responsive;
  if (responsive === undefined) return "";
  return sizeCss(node.id, responsive, definitionOf(registry, node.type)?.sizeStyles ?? NO_STYLES);
}

/**
 * The stylesheet of every per-size setting in a document, for one `<style>` at its top (DocumentView):
 * the same on the server and in the browser, so hydration matches; no script is involved.
 */
export function documentSizeCss(root: TreeNode, registry: BlockViewRegistry): string {
  const rules: string[] = [];
  const stack: TreeNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    const css = nodeCss(node, registry);
    if (css) rules.push(css);
    if (node.children) for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index] as TreeNode);
  }
  return rules.join("\n");
}

/**
 * A rendered block with per-size settings, inside the element its rules name (`display: contents`:
 * it adds no box); any other block as it is, so a page without settings renders as before. Its one
 * child keeps React's ids (\`useId\`) the same on the server, which calls views, and in the browser.
 */
export function withSizes(node: TreeNode, registry: BlockViewRegistry, rendered: ReactNode): ReactNode {
  if (!nodeCss(node, registry)) return rendered;
  return createElement("div", { className: SIZED_CLASS, [SIZED_ATTRIBUTE]: node.id }, rendered);
}
