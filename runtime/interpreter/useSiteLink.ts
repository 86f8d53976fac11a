import type { MouseEvent } from "react";
import { isInternalPath } from "../sanitizeUrl";
import { type NavigateOptions, useInterpreter } from "./InterpreterContext";

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The click handler of a link inside a document: in the editor a click never leaves the page; on
 * the site a plain click on a link into the site navigates on the client (with `options`, such as
 * a button's id); anything else (new tab, external) is left to the browser.
 */
export function useSiteLink(href: string, options: NavigateOptions = {}): (event: MouseEvent<HTMLAnchorElement>) => void {
  const { navigate, mode } = useInterpreter();
  return (event) => {
    if (mode === "edit") {
      event.preventDefault();
      return;
    }
    if (navigate && isInternalPath(href) && isPlainLeftClick(event) && !event.defaultPrevented) {
      event.preventDefault();
      navigate(href, options);
    }
  };
}
