import { autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { mergeRegister } from "@lexical/utils";
import {
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  KEY_ENTER_COMMAND,
  KEY_ESCAPE_COMMAND,
  PASTE_COMMAND,
  PASTE_TAG,
} from "lexical";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { selectionReference } from "../floating/selectionReference";
import { EMBED_LABELS, type EmbedMatch, matchEmbed } from "./embedMatch";
import { $embedPastedAddress, type PastedAddress } from "./insertEmbed";

interface Offer {
  readonly match: EmbedMatch;
  readonly pasted: PastedAddress;
}

/**
 * Pasting a YouTube, X or Figma address offers to embed it (issue 15): the address is pasted as
 * text, as any paste is, and a small bar by the caret offers 'Embed …' (Enter) or 'Dismiss'
 * (Escape). Typing on, or any other change, dismisses it: the text stays as pasted.
 */
export function EmbedPasteOffer({ anchorElement }: { anchorElement: HTMLElement }) {
  const [editor] = useLexicalComposerContext();
  const [offer, setOffer] = useState<Offer | null>(null);
  const offerRef = useRef<Offer | null>(null);
  offerRef.current = offer;
  const { refs, floatingStyles } = useFloating({
    open: offer !== null,
    placement: "bottom-start",
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  const embed = () => {
    const current = offerRef.current;
    setOffer(null);
    if (current) editor.update(() => $embedPastedAddress(current.pasted, current.match));
  };

  useEffect(() => {
    let pastedMatch: { match: EmbedMatch; text: string } | null = null;
    return mergeRegister(
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const text = "clipboardData" in event ? (event.clipboardData?.getData("text/plain") ?? "") : "";
          const match = matchEmbed(text);
          pastedMatch = match === null ? null : { match, text: text.trim() };
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerUpdateListener(({ tags, dirtyElements, dirtyLeaves, editorState }) => {
        const changed = dirtyElements.size > 0 || dirtyLeaves.size > 0;
        if (pastedMatch !== null && tags.has(PASTE_TAG)) {
          const { match, text } = pastedMatch;
          pastedMatch = null;
          const pasted = editorState.read(() => {
            const selection = $getSelection();
            if (!$isRangeSelection(selection) || !selection.isCollapsed()) return null;
            const node = selection.anchor.getNode();
            return $isTextNode(node) ? { key: node.getKey(), end: selection.anchor.offset, text } : null;
          });
          const reference = pasted === null ? null : selectionReference(editor);
          if (pasted !== null && reference !== null) {
            refs.setPositionReference(reference);
            setOffer({ match, pasted });
          }
          return;
        }
        if (changed && offerRef.current !== null) setOffer(null);
      }),
    );
  }, [editor, refs]);

  useEffect(() => {
    if (offer === null) return;
    return mergeRegister(
      editor.registerCommand(
        KEY_ENTER_COMMAND,
        (event) => {
          if (event?.shiftKey) return false;
          event?.preventDefault();
          embed();
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerCommand(
        KEY_ESCAPE_COMMAND,
        () => {
          setOffer(null);
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    );
  });

  if (offer === null) return null;
  const item = EMBED_LABELS[offer.match.type].item;
  return createPortal(
    <div ref={refs.setFloating} className="rt-floating rt-embed-offer" role="toolbar" aria-label={`Embed ${item}?`} style={floatingStyles}>
      <button type="button" className="rt-button rt-button--primary" onMouseDown={(event) => event.preventDefault()} onClick={embed}>
        Embed {item}
      </button>
      <button type="button" className="rt-button" onMouseDown={(event) => event.preventDefault()} onClick={() => setOffer(null)}>
        Dismiss
      </button>
    </div>,
    anchorElement,
  );
}
