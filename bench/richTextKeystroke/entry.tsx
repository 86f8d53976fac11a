/**
 * The keystroke bench's page (bundled by ../harness/bundle.ts, driven by ../richTextKeystroke.ts):
 * `?variant=editor` mounts the studio's rich-text editor on a 2,000-paragraph value, as a settings
 * panel does (its value kept by the host and given back on every change); `?variant=plain` shows
 * the same paragraphs in a plain contenteditable div in the same box and stylesheet, the baseline.
 * `window.richTextKeystroke` times each keystroke from its keydown to the next paint.
 */
import { type ReactNode, StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { useRichTextEditorStyles } from "../../editor/richText/richTextEditor.css";
import { studioStylesheet } from "../../editor/styles/studioStylesheet";
import type { RichText } from "../../schema/richText/index";
import { paragraphsRichText } from "../richTextValues";
import { PARAGRAPHS, type RichTextKeystrokeApi } from "./api";

const variant = new URLSearchParams(location.search).get("variant") === "plain" ? "plain" : "editor";
const value = paragraphsRichText(PARAGRAPHS);

/** The text of each paragraph of the bench value (one text node each). */
const lines = value.root.children.map(
  (paragraph) => ((paragraph as unknown as { children: { text: string }[] }).children[0] as { text: string }).text,
);

/** The baseline: the same paragraphs, with the classes the editor gives them, in a div the browser alone edits. */
function PlainEditable() {
  useRichTextEditorStyles();
  const fill = (element: HTMLDivElement | null) => {
    if (!element || element.childElementCount > 0) return;
    // Written once outside React, so that React never reconciles what the browser types into.
    for (const line of lines) {
      const paragraph = document.createElement("p");
      paragraph.className = "bl-rt-paragraph";
      paragraph.textContent = line;
      element.append(paragraph);
    }
  };
  return (
    <div className="rt-editor">
      <div className="rt-editor-body">
        <div className="rt-editable bl-rich-text" contentEditable suppressContentEditableWarning ref={fill} />
      </div>
    </div>
  );
}

async function editorHarness(): Promise<() => ReactNode> {
  // Fetched as the studio fetches it, so the plain page never loads Lexical.
  const { RichTextEditor } = await import("../../editor/richText/RichTextEditor");
  return function EditorHarness() {
    // The host keeps the value the editor delivers and hands it back, as RichTextField does through the document.
    const [current, setCurrent] = useState<RichText>(value);
    return <RichTextEditor initialValue={value} value={current} label="Release notes" onChange={(change) => setCurrent(change.json)} />;
  };
}

/** The editable area, once it is in the page. */
const editable = () => document.querySelector<HTMLElement>('[contenteditable="true"]');

let keystroke: Promise<number> = Promise.reject(new Error("no key was pressed yet"));
keystroke.catch(() => {});
/** Set by a keydown until the editable area changes: then the next frame's paint ends the keystroke. */
let awaiting: { start: number; resolve: (ms: number) => void } | undefined;

// Capture on window, registered before any editor exists, so nothing runs before it. The event's
// timeStamp is when the browser received the key, so the time the page took to pick it up counts.
window.addEventListener(
  "keydown",
  (event) => {
    keystroke = new Promise((resolve, reject) => {
      awaiting = { start: event.timeStamp, resolve };
      setTimeout(() => {
        if (awaiting?.resolve === resolve) reject(new Error(`the text did not change within a second of the keydown "${event.key}"`));
      }, 1000);
    });
    keystroke.catch(() => {});
  },
  { capture: true },
);

/**
 * The first change of the editable area after a keydown (the browser's own insertion, or the
 * editor's): a message posted from the next requestAnimationFrame runs once that frame is painted.
 */
const mutations = new MutationObserver(() => {
  const current = awaiting;
  if (!current) return;
  awaiting = undefined;
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      current.resolve(performance.now() - current.start);
    };
    channel.port2.postMessage(null);
  });
});

/** Resolves on the next frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function ready(): Promise<number> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const area = editable();
    if (area && area.querySelectorAll(":scope > p").length >= PARAGRAPHS) {
      mutations.observe(area, { subtree: true, childList: true, characterData: true });
      await nextFrame();
      return area.querySelectorAll(":scope > p").length;
    }
    await nextFrame();
  }
  return editable()?.querySelectorAll(":scope > p").length ?? 0;
}

const style = document.createElement("style");
style.textContent = studioStylesheet();
document.head.append(style);

const Editable = variant === "plain" ? PlainEditable : await editorHarness();
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
// A settings panel's width; the editor's area is 500 px high and scrolls.
createRoot(root).render(
  <StrictMode>
    <div style={{ width: 640, margin: 16 }}>
      <Editable />
    </div>
  </StrictMode>,
);

const api: RichTextKeystrokeApi = {
  ready,
  lastKeystroke: () => keystroke,
  paragraphText: (index) => editable()?.querySelectorAll(":scope > p")[index]?.textContent ?? "",
};
(window as unknown as { richTextKeystroke: RichTextKeystrokeApi }).richTextKeystroke = api;
