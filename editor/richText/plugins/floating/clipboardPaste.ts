import { $insertDataTransferForPlainText, $insertDataTransferForRichText } from "@lexical/clipboard";
import { $getSelection, type LexicalEditor, PASTE_TAG, type RangeSelection } from "lexical";
import { $restoreSelection } from "./selection";

/** SPEC §8: what the browser's refusal to let the page read the clipboard shows. */
export const PASTE_DENIED_MESSAGE = "Not allowed to paste from clipboard.";

export type PasteMode = "rich" | "plain";

/** The clipboard's formats Lexical imports, best first (the async API offers no others anyway). */
const RICH_TYPES = ["application/x-lexical-editor", "text/html", "text/plain", "text/uri-list"];

type ClipboardData = Readonly<Record<string, string>>;

async function readClipboard(mode: PasteMode): Promise<ClipboardData> {
  const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
  // Browsers without `read()` (older Firefox) still paste, as plain text.
  if (mode === "rich" && typeof clipboard?.read === "function") {
    const data: Record<string, string> = {};
    for (const item of await clipboard.read()) {
      for (const type of RICH_TYPES) {
        if (data[type] === undefined && item.types.includes(type)) data[type] = await (await item.getType(type)).text();
      }
    }
    return data;
  }
  if (typeof clipboard?.readText !== "function") throw new Error("The Clipboard API is not available");
  return { "text/plain": await clipboard.readText() };
}

/**
 * Lexical reads only `getData` of a paste's data; a plain object stands in for a DataTransfer,
 * which some browsers (and jsdom) cannot construct.
 */
function dataTransferOf(data: ClipboardData): DataTransfer {
  const transfer: Pick<DataTransfer, "getData" | "types"> = { getData: (type) => data[type] ?? "", types: Object.keys(data) };
  return transfer as DataTransfer;
}

/**
 * Pastes the clipboard at `selection` (the one the context menu was opened on): `rich` keeps
 * formatting (HTML goes through the editor's import and SanitizePlugin's transforms), `plain`
 * inserts the text only. When the browser refuses to read the clipboard (permission denied, no
 * API), alerts SPEC §8's message. Call from the click itself: browsers only allow a read then.
 */
export async function pasteFromClipboard(editor: LexicalEditor, mode: PasteMode, selection: RangeSelection | null): Promise<void> {
  let data: ClipboardData;
  try {
    data = await readClipboard(mode);
  } catch {
    window.alert(PASTE_DENIED_MESSAGE);
    return;
  }
  editor.update(
    () => {
      $restoreSelection(selection);
      const target = $getSelection();
      if (target === null) return;
      const transfer = dataTransferOf(data);
      if (mode === "plain") $insertDataTransferForPlainText(transfer, target);
      else $insertDataTransferForRichText(transfer, target, editor);
    },
    { tag: PASTE_TAG },
  );
}
