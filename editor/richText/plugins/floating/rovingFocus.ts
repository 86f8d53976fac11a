import type { KeyboardEvent } from "react";

const NEXT: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The toolbar pattern's keys (WAI-ARIA APG): ArrowLeft and ArrowRight move focus between the
 * group's buttons, wrapping, Home and End go to the ends. Put on the group's `onKeyDown`; give the
 * buttons `tabIndex={index === 0 ? 0 : -1}` so the group is one tab stop.
 */
export function moveFocusWithinToolbar(event: KeyboardEvent<HTMLElement>): void {
  const move = NEXT[event.key];
  if (!move) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (buttons.length === 0 || index === -1) return;
  event.preventDefault();
  buttons[move(index, buttons.length)]?.focus();
}
