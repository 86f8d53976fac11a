import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { LoadedData } from "../../runtime/dataNeeds";
import { DocumentView } from "../../runtime/interpreter/DocumentView";
import { NO_SITE, type SiteInfo } from "../../runtime/interpreter/InterpreterContext";
import { themeVariables } from "../../runtime/theme";
import { findNode } from "../../runtime/tree";
import type { TreeNode } from "../../runtime/treeNode";
import { hoverBlock } from "../commands/hoverBlock";
import { selectBlock } from "../commands/selectBlock";
import { useEditorContext } from "../kinds/documentKind";
import { useEditorSlice } from "../state/editorStore";
import { createValueStore } from "../state/valueStore";
import { BlockChrome } from "./BlockChrome";
import { CanvasOverlay } from "./CanvasOverlay";
import { CanvasContext, type CanvasContextValue, type CanvasUi, NOT_EDITING } from "./canvasContext";
import { editableInPlace, useEnterEditsInPlace, useSelectionFollowers } from "./canvasSelection";
import { EditorDnd, EditorDndContext, type EditorDndValue } from "./EditorDnd";
import { useFitScale } from "./fitScale";
import { BLOCK_ATTRIBUTE, OVERLAY_ATTRIBUTE } from "./measure";
import { SITE_CHROME_ATTRIBUTE } from "./SitePreviewChrome";

export interface CanvasProps {
  /** The previewed width, one of the kind's viewports. */
  readonly viewport: number;
  /** The artist's name and theme, for blocks such as Hero and for the document's colours. */
  readonly site?: SiteInfo;
  /** Data for data-bound blocks (featured music, events, tiers), as `loadDocumentData` gives it. */
  readonly data?: LoadedData;
  /** A line above the frame about how the document shows (Link Tree keeps only some blocks), or nothing. */
  readonly note?: string | null;
  /** A class for the frame when the document shows in another layout (the Link Tree column). */
  readonly frameClassName?: string | null;
}

function blockIdOf(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest(`[${BLOCK_ATTRIBUTE}]`)?.getAttribute(BLOCK_ATTRIBUTE) ?? null) : null;
}

/**
 * Whether an event comes from the editor's own parts rather than the page: over the page (the block
 * toolbar), the site's header and footer, or a popup portalled out of the canvas (a rich-text
 * editor's format bar and menus), whose events React still bubbles through it.
 */
function notOnPage(event: SyntheticEvent): boolean {
  const { target, currentTarget } = event;
  if (!(target instanceof Node) || !currentTarget.contains(target)) return true;
  return target instanceof Element && target.closest(`[${OVERLAY_ATTRIBUTE}], [${SITE_CHROME_ATTRIBUTE}]`) !== null;
}

/** Renders each block inside its chrome; one function for the canvas's life, so the interpreter's context stays put. */
function wrapBlock(node: TreeNode, rendered: ReactNode): ReactNode {
  return <BlockChrome node={node}>{rendered}</BlockChrome>;
}

/**
 * The canvas: the page rendered by the public site's interpreter in editing mode, inside a frame as
 * wide as the previewed screen (the page is the container its blocks' container queries measure, so
 * a 375 px frame lays out as a phone does). Hovering outlines a block with its name; a click selects
 * it (links and forms never act); the selected block shows its toolbar; a selected Text is edited in
 * place. Put it inside an EditorDnd together with the Toolbox and the LayersPanel; on its own it makes
 * its own, and then only drags that start on the canvas reach it.
 */
export function Canvas(props: CanvasProps) {
  const dnd = useContext(EditorDndContext);
  if (dnd) return <CanvasFrame {...props} dnd={dnd} />;
  return (
    <EditorDnd>
      <CanvasInDnd {...props} />
    </EditorDnd>
  );
}

function CanvasInDnd(props: CanvasProps) {
  const dnd = useContext(EditorDndContext);
  return dnd ? <CanvasFrame {...props} dnd={dnd} /> : null;
}

function CanvasFrame({
  viewport,
  site = NO_SITE,
  data,
  note = null,
  frameClassName = null,
  dnd,
}: CanvasProps & { readonly dnd: EditorDndValue }) {
  const { kind } = useEditorContext();
  const { store, registry } = dnd;
  const document = useEditorSlice(store, (state) => state.document);
  const selectedId = useEditorSlice(store, (state) => state.selectedId);
  const [ui] = useState(() => createValueStore<CanvasUi>(NOT_EDITING));
  const frameRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLElement>(null);
  const scale = useFitScale(areaRef, viewport);
  const themeStyle = useMemo(() => themeVariables(site.settings), [site.settings]);

  const focusToolbar = useCallback(() => {
    frameRef.current?.querySelector<HTMLElement>("[data-studio-toolbar]")?.focus();
  }, []);
  const context = useMemo<CanvasContextValue>(() => ({ dnd, ui, focusToolbar, scale }), [dnd, ui, focusToolbar, scale]);

  useLayoutEffect(() => {
    const element = frameRef.current;
    dnd.frame.current = element;
    return () => {
      if (dnd.frame.current === element) dnd.frame.current = null;
    };
  }, [dnd]);

  useSelectionFollowers(selectedId, ui, dnd.blocks);
  useEnterEditsInPlace({ store, registry, ui, frameRef });

  /** In the editor a click on the page selects; it never follows a link, submits a form or plays. */
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (notOnPage(event)) return;
    event.preventDefault();
    event.stopPropagation();
    const state = store.getState();
    const id = blockIdOf(event.target) ?? state.document.root.id;
    const current = ui.get();
    if (current.editingId === id) return; // a click inside the text being edited places the caret, as usual
    const clicked = findNode(state.document, id);
    if (clicked && editableInPlace(clicked, registry)) {
      // Where the click landed is where the caret goes once the text is editable.
      ui.set({ editingId: state.selectedId === id ? id : current.editingId, caret: { id, point: { x: event.clientX, y: event.clientY } } });
    }
    store.update((next) => selectBlock(next, id));
  };

  const stopInPage = (event: SyntheticEvent) => {
    if (notOnPage(event)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    if (dnd.drag.get() || notOnPage(event)) return;
    const id = blockIdOf(event.target);
    store.update((state) => hoverBlock(state, id));
  };

  const rendered = (
    <DocumentView document={document} registry={registry} data={data} site={site} mode="edit" insideMain wrapBlock={wrapBlock} />
  );
  const { Frame } = kind;
  const viewportName = kind.viewports.find((candidate) => candidate.width === viewport)?.name ?? `${viewport} px`;

  const onBackgroundClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) store.update((state) => selectBlock(state, null));
  };

  return (
    // A focusable, labelled region: the canvas scrolls, and a keyboard user scrolls it with the arrow keys even when the document holds nothing focusable.
    // biome-ignore lint/a11y/useKeyWithClickEvents: clicking the empty space around the page clears the selection, a pointer shortcut; nothing is lost without it.
    <section
      ref={areaRef}
      className="studio-canvas"
      data-viewport={viewport}
      onClick={onBackgroundClick}
      aria-label={`${capitalized(kind.noun)} canvas`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled from the keyboard (WCAG 2.1.1).
      tabIndex={0}
    >
      {scale < 1 || note ? (
        // One row above the frame, so the zoom and the document's note never lie over each other.
        <div className="studio-canvas__notes">
          {note ? <p className="studio-canvas__note">{note}</p> : null}
          {scale < 1 ? <p className="studio-canvas__scale">Shown at {Math.round(scale * 100)}% to fit</p> : null}
        </div>
      ) : null}
      <section
        ref={frameRef}
        className={frameClassName ? `studio-canvas__frame ${frameClassName}` : "studio-canvas__frame"}
        // CSS zoom, not a transform: the frame takes the room it is seen at, and inside it the page still lays out (and its container queries measure) at the previewed width.
        style={{ ...themeStyle, width: viewport, ...(scale < 1 ? { zoom: scale } : {}) }}
        aria-label={`${capitalized(kind.noun)} preview, ${viewportName} (${viewport} px)`}
        onClickCapture={onClickCapture}
        onSubmitCapture={stopInPage}
        onDragStartCapture={stopInPage}
        onPointerOver={onPointerOver}
        onPointerLeave={() => store.update((state) => hoverBlock(state, null))}
      >
        <CanvasContext.Provider value={context}>
          {Frame ? <Frame document={document}>{rendered}</Frame> : rendered}
          {document.root.children?.length ? null : <p className="studio-canvas__empty">{kind.emptyPrompt}</p>}
          <CanvasOverlay />
        </CanvasContext.Provider>
      </section>
    </section>
  );
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
