import { expect, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./siteHelpers";

/** One element that shows less than it holds, or lies outside the window. */
export interface OverflowProblem {
  readonly element: string;
  readonly problem: string;
}

/**
 * Walks every element shown in the page (or inside `scope`) and names those a person would see
 * broken (issue 34, item 15): an element past the window's left or right edge that no scrolling
 * box of its own holds, and text cut by a box too narrow or too short for it without an ellipsis
 * saying so. What is not shown (display none, visually hidden for screen readers, zero size) and the
 * canvas's page preview (the site as fans see it, zoomed) are left out.
 */
export async function overflowProblems(page: Page, scope = "body"): Promise<OverflowProblem[]> {
  return page.evaluate((scopeSelector) => {
    const root = document.querySelector(scopeSelector);
    if (!root) return [{ element: scopeSelector, problem: "not found" }];
    const viewport = document.documentElement.clientWidth;
    const problems: { element: string; problem: string }[] = [];
    const reported = new Set<Element>();
    const describe = (element: Element) => {
      const label = element.getAttribute("aria-label") ?? (element.textContent ?? "").trim().slice(0, 40);
      const classes = [...element.classList].slice(0, 2).join(".");
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}${label ? ` “${label}”` : ""}`;
    };
    const clips = (style: CSSStyleDeclaration, axis: "overflowX" | "overflowY") => style[axis] !== "visible";
    /** The nearest ancestor that clips sideways (a scrolling list, the canvas): it answers for what is inside it. */
    const clippingAncestor = (element: Element): Element | null => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (clips(getComputedStyle(parent), "overflowX")) return parent;
      return null;
    };
    const visuallyHidden = (rect: DOMRect, style: CSSStyleDeclaration) =>
      (rect.width <= 1 && rect.height <= 1) || style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)";

    if (document.documentElement.scrollWidth > viewport + 1)
      problems.push({
        element: "html",
        problem: `the page scrolls sideways: ${document.documentElement.scrollWidth}px in a ${viewport}px window`,
      });

    for (const element of root.querySelectorAll("*")) {
      if (element.closest(".studio-workspace__canvas .studio-canvas__frame, svg, [hidden], template, script, style")) continue;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 && rect.height === 0) continue;
      if (style.visibility === "hidden" || visuallyHidden(rect, style)) continue;
      if (element.closest("[aria-hidden='true']")) continue;

      // Outside the window and not inside a box that scrolls it into view; named once, at the outermost such element.
      if (rect.right > viewport + 1 || rect.left < -1) {
        const holder = clippingAncestor(element)?.getBoundingClientRect();
        const held = holder !== undefined && holder.left >= -1 && holder.right <= viewport + 1;
        const parentReported = element.parentElement !== null && reported.has(element.parentElement);
        if (!held) reported.add(element);
        if (!held && !parentReported)
          problems.push({
            element: describe(element),
            problem: `outside the window: ${Math.round(rect.left)}–${Math.round(rect.right)}px of ${viewport}px`,
          });
      }

      // Text cut by its own box, with no ellipsis to say so.
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim());
      if (!hasText || style.textOverflow === "ellipsis") continue;
      const cutSideways =
        clips(style, "overflowX") &&
        style.overflowX !== "auto" &&
        style.overflowX !== "scroll" &&
        element.scrollWidth > element.clientWidth + 1;
      const cutBelow =
        clips(style, "overflowY") &&
        style.overflowY !== "auto" &&
        style.overflowY !== "scroll" &&
        element.scrollHeight > element.clientHeight + 1;
      if ((cutSideways || cutBelow) && element.clientWidth > 0)
        problems.push({
          element: describe(element),
          problem: `text cut: holds ${element.scrollWidth}×${element.scrollHeight}px in ${element.clientWidth}×${element.clientHeight}px`,
        });
    }
    return problems;
  }, scope);
}

/** Fails naming every overflow problem of the page (or of `scope`). */
export async function expectNothingOverflows(page: Page, what: string, scope?: string): Promise<void> {
  const problems = await overflowProblems(page, scope);
  expect(problems, `${what}:\n${problems.map((problem) => `  ${problem.element}: ${problem.problem}`).join("\n")}`).toEqual([]);
}

/** A laptop's window and a phone's, where every studio screen and dialog is checked (issue 34, item 15). */
export const CHECKED_WIDTHS = [1280, 375] as const;

/**
 * Checks what is open now (a dialog, a menu, a banner) at a laptop's width and a phone's: nothing
 * outside the window or cut, nothing serious for axe; then gives the page back its own size. For
 * the dialogs a spec reaches through a flow of its own (a paying member, a block not ready, a
 * sent test), so the walk covers them without repeating the flow.
 */
export async function expectSoundAtEveryWidth(page: Page, what: string): Promise<void> {
  const size = page.viewportSize();
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNothingOverflows(page, `${what} at ${width} px`);
    await expectNoSeriousViolations(page, `${what} at ${width} px`);
  }
  if (size) await page.setViewportSize(size);
}
