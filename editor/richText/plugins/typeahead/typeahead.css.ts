import { useInsertionEffect } from "react";

/**
 * The typeahead menus (slash commands, emoji, mentions). Lexical appends their anchor to the page's
 * body, outside the editor and the studio's panels, so the anchor carries the z-index: above the
 * studio's overlay (10) and the site's modals (100).
 */
const typeaheadCss = `
.bl-typeahead-anchor { z-index: 1000; }
.bl-typeahead { box-sizing: border-box; min-width: 220px; max-width: 320px; max-height: 300px; overflow-y: auto; margin: 0; padding: 4px; list-style: none; background: #fff; color: #111; border: 1px solid #d0d0d7; border-radius: 8px; box-shadow: 0 6px 20px rgba(0, 0, 0, 0.18); font: 14px/1.3 system-ui, -apple-system, "Segoe UI", sans-serif; }
.bl-typeahead-option { display: flex; align-items: center; gap: 8px; padding: 6px 8px; border-radius: 5px; cursor: pointer; white-space: nowrap; user-select: none; }
.bl-typeahead-option[aria-selected="true"] { background: #e3ebfd; color: #0b2a6f; }
.bl-typeahead-icon { display: inline-flex; flex: none; justify-content: center; width: 1.75em; color: #555; font-weight: 600; font-size: 12px; }
.bl-typeahead-emoji { flex: none; width: 1.5em; font-size: 18px; text-align: center; }
.bl-typeahead-detail { overflow: hidden; text-overflow: ellipsis; color: #666; }
.bl-typeahead-status { display: block; padding: 8px 12px; color: #666; }
`;

const STYLE_ID = "backline-rich-text-typeahead";

/** Adds the menus' stylesheet to the document once, when a menu first shows. */
export function useTypeaheadStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = typeaheadCss;
    document.head.append(style);
  }, []);
}
