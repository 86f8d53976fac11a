import { type MouseEvent, useContext, useId } from "react";
import { createPortal } from "react-dom";
import { SITE_LINK_MESSAGE } from "../../../../blocks/settings/validation";
import { sanitizeUrl } from "../../../../runtime/sanitizeUrl";
import { SITE_SCREENS } from "../../../../schema/rules/sitePaths";
import { RichTextLinkTargetsContext } from "./linkTargets";
import { useLinkPopover } from "./useLinkPopover";

/** Keeps focus where it is when a button is pressed with the mouse (the editor keeps its selection). */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * SPEC §4's link popover, driven by `machines/linkPopover`: the view shows the link under the caret
 * (sanitized, opening in a new tab) with Edit and Remove; the edit state has an input where Enter
 * confirms and Escape cancels, which offers the site's screens and pages as a Button's link does
 * (issue 34). A URL that is empty or not acceptable is never applied: the input shows as invalid,
 * and says what it takes.
 */
export function LinkPopover({ anchorElement }: { anchorElement: HTMLElement }) {
  const {
    popover,
    status,
    url,
    draft,
    error,
    canEdit,
    open,
    ref,
    inputRef,
    floatingStyles,
    finishEditing,
    remove,
    onInputKeyDown,
    onBlur,
  } = useLinkPopover();

  const targets = useContext(RichTextLinkTargetsContext);
  const id = useId();
  if (!open) return null;
  const shown = sanitizeUrl(url ?? "");
  return createPortal(
    <div ref={ref} className="rt-floating rt-link-popover" role="dialog" aria-label="Link" style={floatingStyles} onBlur={onBlur}>
      {status === "view" ? (
        <div className="rt-link-view">
          <a className="rt-link-url" href={shown} target="_blank" rel="noopener noreferrer">
            {shown}
          </a>
          {canEdit && (
            <>
              <button type="button" onMouseDown={keepFocus} onClick={() => popover.send({ type: "linkPopover.edit" })}>
                Edit
              </button>
              <button type="button" onMouseDown={keepFocus} onClick={remove}>
                Remove
              </button>
            </>
          )}
        </div>
      ) : (
        <div className="rt-link-edit">
          <input
            ref={inputRef}
            className="rt-link-input"
            aria-label="Link URL"
            aria-invalid={error}
            aria-describedby={error ? `${id}-problem` : undefined}
            list={`${id}-targets`}
            value={draft}
            spellCheck={false}
            onChange={(event) => popover.send({ type: "linkPopover.change", value: event.target.value })}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" onMouseDown={keepFocus} onClick={() => finishEditing("linkPopover.confirm")}>
            Confirm
          </button>
          <button type="button" onMouseDown={keepFocus} onClick={() => finishEditing("linkPopover.cancel")}>
            Cancel
          </button>
          <datalist id={`${id}-targets`}>
            {[...SITE_SCREENS, ...targets.filter((page) => !SITE_SCREENS.some((screen) => screen.path === page.path))].map((target) => (
              <option key={target.path} value={target.path}>
                {target.title}
              </option>
            ))}
          </datalist>
          {error ? (
            <p className="rt-link-problem" id={`${id}-problem`} role="alert">
              {SITE_LINK_MESSAGE}
            </p>
          ) : null}
        </div>
      )}
    </div>,
    anchorElement,
  );
}
