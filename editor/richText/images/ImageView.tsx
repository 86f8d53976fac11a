import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { useLexicalEditable } from "@lexical/react/useLexicalEditable";
import { useLexicalNodeSelection } from "@lexical/react/useLexicalNodeSelection";
import { mergeRegister } from "@lexical/utils";
import { CLICK_COMMAND, COMMAND_PRIORITY_LOW, type LexicalEditor, type NodeKey } from "lexical";
import { type FocusEvent, useEffect, useRef, useState } from "react";
import { INLINE_IMAGE_POSITIONS, type InlineImagePosition } from "../../../schema/richText/image";
import { CaptionEditor } from "./CaptionEditor";
import { ImageResizer } from "./ImageResizer";
import type { EditImage } from "./imageEdits";
import { useImageEditorStyles } from "./images.css";
import { resizeLimit } from "./resize";

/** What the inline image's menu calls each position (SPEC §3 'position left/right/full'). */
export const POSITION_LABELS: Readonly<Record<InlineImagePosition, string>> = { left: "Left", right: "Right", full: "Full width" };

export interface ImageViewProps {
  readonly nodeKey: NodeKey;
  readonly src: string;
  readonly altText: string;
  /** 0 for the picture's own size. */
  readonly width: number;
  readonly height: number;
  /** A block image's max width; null for an inline image. */
  readonly maxWidth: number | null;
  readonly showCaption: boolean;
  readonly captionsEnabled: boolean;
  readonly caption: LexicalEditor;
  /** An inline image's position ("inline" when it has none); null for a block image. */
  readonly position: InlineImagePosition | "inline" | null;
  /** Changes the node the view draws (given by the node, which the view does not import). */
  readonly change: EditImage;
}

/**
 * An image in the editor: the picture, its caption when shown, and, while it is selected, its
 * controls: resize handles, the caption toggle and, for an inline image, its position menu. A click
 * on the picture selects it (Backspace or Delete then removes it, as Lexical does for a selected node).
 */
export function ImageView({
  nodeKey,
  src,
  altText,
  width,
  height,
  maxWidth,
  showCaption,
  captionsEnabled,
  caption,
  position,
  change,
}: ImageViewProps) {
  useImageEditorStyles();
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [isSelected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  const image = useRef<HTMLImageElement | null>(null);
  const handles = useRef<HTMLSpanElement | null>(null);
  const controls = useRef<HTMLSpanElement | null>(null);
  const [resizing, setResizing] = useState(false);
  // The controls stay while one of them has the focus (a menu open), though the editor's selection moved.
  const [controlsFocused, setControlsFocused] = useState(false);

  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          CLICK_COMMAND,
          (event) => {
            const target = event.target;
            if (target instanceof Node && (controls.current?.contains(target) || handles.current?.contains(target))) return true;
            if (event.target !== image.current) return false;
            if (event.shiftKey) setSelected(!isSelected);
            else {
              clearSelection();
              setSelected(true);
            }
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, isSelected, setSelected, clearSelection],
  );

  const showControls = editable && (isSelected || controlsFocused || resizing);
  // Focus on a handle or in the toolbar keeps both, though the editor's selection moved.
  const keepWhileFocused = {
    onFocus: () => setControlsFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setControlsFocused(false);
    },
  };
  return (
    <>
      {/* The frame holds the picture and its handles, so the handles sit on the picture's corners, not the caption's. */}
      <span className="rt-image-frame">
        <img
          ref={image}
          src={src}
          alt={altText}
          width={width > 0 ? width : undefined}
          height={height > 0 ? height : undefined}
          className={isSelected || resizing ? "rt-image-selected" : undefined}
          draggable={false}
        />
        {showControls ? (
          <span ref={handles} {...keepWhileFocused}>
            <ImageResizer
              image={image}
              stored={{ width, height }}
              limit={resizeLimit(maxWidth)}
              onResizing={setResizing}
              onResize={(size) => change((node) => node.setWidthAndHeight(size.width, size.height))}
            />
          </span>
        ) : null}
      </span>
      {showCaption && captionsEnabled ? <CaptionEditor caption={caption} nodeKey={nodeKey} /> : null}
      {showControls ? (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset is a block, and this sits in a line of text.
        <span ref={controls} className="rt-image-controls" role="group" aria-label="Image controls" {...keepWhileFocused}>
          <span className="rt-image-toolbar" role="toolbar" aria-label={position === null ? "Image" : "Inline image"}>
            {captionsEnabled ? (
              <button type="button" aria-pressed={showCaption} onClick={() => change((node) => node.setShowCaption(!showCaption))}>
                Caption
              </button>
            ) : null}
            {position === null ? null : (
              <select
                aria-label="Position"
                value={position}
                onChange={(event) => change((node) => node.setPosition?.(event.target.value as InlineImagePosition))}
              >
                {position === "inline" ? <option value="inline">In the line</option> : null}
                {INLINE_IMAGE_POSITIONS.map((value) => (
                  <option key={value} value={value}>
                    {POSITION_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          </span>
        </span>
      ) : null}
    </>
  );
}
