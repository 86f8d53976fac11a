import type { BlockRegistry } from "../../runtime/blockRegistry";
import { parsePage } from "../../runtime/parse";
import type { DocumentError } from "../../runtime/result";
import type { PageDocument } from "../../schema/page";
import { replaceDocument } from "../commands/replaceDocument";
import type { EditorStore } from "../state/editorStore";

/** Each error as `pointer: message`; the whole document's pointer ("") reads "(document)". */
export function formatDocumentErrors(errors: readonly DocumentError[]): string[] {
  return errors.map((error) => `${error.pointer || "(document)"}: ${error.message}`);
}

/** A page as the JSON an integrator reads and writes. */
export function pageJson(document: PageDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Offers text as a file download. */
export function downloadText(fileName: string, text: string, type = "application/json"): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Offers data the studio holds (made here, or fetched with its session) as a file download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  clickDownloadLink(url, fileName);
  // Revoked later: some browsers start the download only after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Has the browser download `url` itself, straight to disk with its own progress and resume: for
 * files too large to hold in the page (an artist's export). The server's name for the file is kept.
 */
export function downloadFromUrl(url: string): void {
  clickDownloadLink(url, "");
}

function clickDownloadLink(href: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Downloads a page as `<id>.json` (or the name given). */
export function exportPage(page: PageDocument, fileName = `${page.id}.json`): void {
  downloadText(fileName, pageJson(page));
}

export type ImportResult =
  | { readonly ok: true; readonly document: PageDocument }
  | { readonly ok: false; readonly errors: readonly string[] };

/**
 * Reads an imported file's text as the open page's new content. The file is checked like any
 * document (parse, migrate, validate); the open page keeps its id, path and title, which say where
 * it is stored and served and how the page list names it (renaming is the page list's job), so a
 * page exported from elsewhere imports into this one.
 */
export function readPageImport(text: string, current: PageDocument, registry: BlockRegistry): ImportResult {
  const parsed = parsePage(text, { registry });
  if (!parsed.ok) return { ok: false, errors: formatDocumentErrors(parsed.errors) };
  return { ok: true, document: { ...parsed.value, id: current.id, path: current.path, title: current.title } };
}

/** Reads a chosen file into the open page (one undo step), or gives the validator's errors. */
export async function importPageFile(file: Blob, store: EditorStore<PageDocument>, registry: BlockRegistry): Promise<ImportResult> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, errors: ["(document): The file could not be read."] };
  }
  const result = readPageImport(text, store.getState().document, registry);
  if (result.ok) store.update((state) => replaceDocument(state, result.document));
  return result;
}
