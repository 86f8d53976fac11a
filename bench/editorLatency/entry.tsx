/**
 * The editor latency bench's page (bundled by ./bundle.ts, driven by ../editorLatency.ts): the real
 * canvas, in the studio's stylesheet, on a page of as many blocks as the address's `blocks` asks
 * (1,000 by default), and `window.editorLatency` to time one change at a time through the editor's
 * own commands.
 */
import { freeze } from "immer";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Canvas } from "../../editor/canvas/Canvas";
import { dropBlock } from "../../editor/canvas/dropBlock";
import { EditorDnd } from "../../editor/canvas/EditorDnd";
import { editProps } from "../../editor/commands/editProps";
import { selectBlock } from "../../editor/commands/selectBlock";
import { undo } from "../../editor/commands/undo";
import { EditorContext } from "../../editor/kinds/documentKind";
import { pageKind } from "../../editor/pages/pageKind";
import { createEditorState, type EditorState } from "../../editor/state/editorState";
import { createEditorStore } from "../../editor/state/editorStore";
import { StudioContext, type StudioContextValue } from "../../editor/state/StudioContext";
import { studioStylesheet } from "../../editor/styles/studioStylesheet";
import { findNode, parentOf } from "../../runtime/tree";
import type { BlockNode, PageDocument } from "../../schema/page";
import { benchDocument } from "../documents";
import { blockCountOf, type Change, type EditorLatencyApi, type Variant } from "./api";

type Command = (state: EditorState<PageDocument>) => EditorState<PageDocument>;

const registry = pageKind.blocks;
const store = createEditorStore(createEditorState(benchDocument(blockCountOf(location.search))));
const sections = store.getState().document.root.children ?? [];

function cardOf(section: BlockNode | undefined, index: number): BlockNode {
  const card = section?.children?.[index];
  if (!card) throw new Error("the bench document has no card there");
  return card;
}

// The prop edit (and the step undone) is a card's background, as the colour field of its settings panel sets it.
const edited = cardOf(sections[20], 2);
// The drop moves a card from the 11th section to the 31st and, on the next run, back.
const dropped = cardOf(sections[10], 0);
const home = { parentId: sections[10]?.id ?? "", index: 0 };
const away = { parentId: sections[30]?.id ?? "", index: 3 };

const COLOURS = ["#24263a", "#3a2440"] as const;

function toggleBackground(state: EditorState<PageDocument>): EditorState<PageDocument> {
  const card = findNode(state.document, edited.id);
  const background = card?.type === "Container" && card.props.background === COLOURS[0] ? COLOURS[1] : COLOURS[0];
  return editProps(state, { id: edited.id, props: { background } }, registry);
}

function drop(state: EditorState<PageDocument>): EditorState<PageDocument> {
  const slot = parentOf(state.document, dropped.id)?.id === home.parentId ? away : home;
  return dropBlock(state, { kind: "existing", id: dropped.id }, slot, registry);
}

/** The baseline: the same command, its document then replaced by a deep copy that shares nothing with the one on screen. */
function deepCopied(command: Command): Command {
  return (state) => {
    const next = command(state);
    return next.document === state.document ? next : { ...next, document: JSON.parse(JSON.stringify(next.document)) as PageDocument };
  };
}

/** Resolves after the next frame is painted: a message posted from requestAnimationFrame runs once that frame is done. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  });
}

/** Applies a change outside the timing and lets it paint. */
async function prepare(command: Command): Promise<void> {
  store.update(command);
  await nextPaint();
}

const COMMANDS: Record<Change, Command> = { "prop edit": toggleBackground, drop, undo };

/** Every change the canvas's DOM goes through, to check that a timed change reached the page before its paint. */
let mutated = 0;
const mutations = new MutationObserver((records) => {
  mutated += records.length;
});

/**
 * Makes a change at the start of a frame and resolves with the milliseconds until that frame is
 * painted. Starting at the frame's start leaves out the wait for the display's next frame (0 to
 * 16.7 ms whatever the change, which would make the figures jump between two values); the store
 * renders in a microtask, so the change is in the frame, and a message posted from
 * requestAnimationFrame runs once the frame is painted.
 */
function changeToPaint(command: Command): Promise<number> {
  return new Promise((resolve, reject) => {
    requestAnimationFrame(() => {
      mutations.takeRecords();
      mutated = 0;
      const start = performance.now();
      store.update(command);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const elapsed = performance.now() - start;
        channel.port1.close();
        if (mutated + mutations.takeRecords().length === 0) reject(new Error("the canvas did not change before the paint"));
        else resolve(elapsed);
      };
      channel.port2.postMessage(null);
    });
  });
}

async function measure(change: Change, variant: Variant): Promise<number> {
  // The edit is made on the selected block, as from its settings panel; an undo needs a step to take back.
  if (change === "prop edit") await prepare((state) => selectBlock(state, edited.id));
  if (change === "undo") await prepare(toggleBackground);
  (globalThis as { gc?: () => void }).gc?.();
  await nextPaint();

  const before = store.getState();
  const elapsed = await changeToPaint(variant === "ours" ? COMMANDS[change] : deepCopied(COMMANDS[change]));
  const after = store.getState();
  if (after.document === before.document) throw new Error(`the ${change} changed nothing: ${after.notice ?? "no notice"}`);
  // Immer walks into an unfrozen base to freeze it, which would slow the next change down: freeze the copy untimed.
  freeze(after.document, true);
  return elapsed;
}

async function ready(): Promise<number> {
  await nextPaint();
  await nextPaint();
  return document.querySelectorAll("[data-bl-block]").length;
}

const style = document.createElement("style");
style.textContent = studioStylesheet();
document.head.append(style);

const context: StudioContextValue = {
  profile: { id: "p1", name: "Nova Lane" },
  editor: { id: "e1", email: "editor@example.com", name: "Ed", role: "owner", profileId: "p1" },
  store,
  logOut: () => {},
};
const site = { artistName: "Nova Lane", settings: {} };

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
// The canvas column of the studio's workspace, filling the window.
createRoot(root).render(
  <StrictMode>
    <StudioContext.Provider value={context}>
      <div className="studio">
        <main className="studio-workspace__canvas">
          <EditorContext.Provider value={{ kind: pageKind, store }}>
            <EditorDnd>
              <Canvas viewport={1280} site={site} />
            </EditorDnd>
          </EditorContext.Provider>
        </main>
      </div>
    </StudioContext.Provider>
  </StrictMode>,
);

mutations.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });

const api: EditorLatencyApi = { ready, measure };
(window as unknown as { editorLatency: EditorLatencyApi }).editorLatency = api;
