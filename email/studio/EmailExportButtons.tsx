import { useEffect, useId, useRef, useState } from "react";
import { downloadText } from "../../editor/document/importExport";
import type { EditorStore } from "../../editor/state/editorStore";
import type { EmailDocument } from "../../schema/email/document";
import { errorMessageOf } from "../../schema/errors";
import { exportEmailHtml } from "../export/exportEmailHtml";
import { exportEmailText } from "../export/exportEmailText";
import { drawingPictures, drawingsIn } from "./drawingPictures";

/** A file name from the email's name: letters, digits and dashes. */
export function emailFileName(title: string, extension: "html" | "txt"): string {
  const base = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base || "email"}.${extension}`;
}

/**
 * The export (issue 16): the email's HTML and its plain text as files, and the HTML copied to the
 * clipboard, each made from the document as it is now, its drawings as PNG pictures uploaded to the
 * media library (`drawingPictures.ts`). Sending comes with the newsletters. The three sit under
 * one Export button (issue 34, item 15), so the top bar keeps Send… and Email settings in view at
 * 1280 px; the menu closes on a choice, on Escape and when focus or a click goes elsewhere.
 */
export function EmailExportButtons({
  store,
  siteUrl,
  profileId,
}: {
  store: EditorStore<EmailDocument>;
  siteUrl: string;
  profileId: string;
}) {
  const [status, setStatus] = useState<string | null>(null);
  const current = () => store.getState().document;

  /** The HTML with the drawings' PNG copies; with their SVG pictures when those could not be made, said in the status. */
  const html = async (email: EmailDocument): Promise<string> => {
    let pictures = new Map<string, string>();
    if (drawingsIn(email).length > 0) {
      setStatus("Preparing the drawings…");
      try {
        pictures = await drawingPictures(profileId, email);
        setStatus(null);
      } catch (error) {
        setStatus(`The drawings stay SVG pictures, which some inboxes do not show: ${errorMessageOf(error, "they could not be uploaded")}`);
      }
    }
    return exportEmailHtml(email, { siteUrl, drawingPictures: pictures });
  };

  const download = async () => {
    const email = current();
    downloadText(emailFileName(email.title, "html"), await html(email), "text/html");
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await html(current()));
      setStatus("HTML copied");
    } catch {
      setStatus("The clipboard refused the HTML");
    }
  };
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && root.current?.contains(target));
    const closeOutside = (event: Event) => {
      if (outside(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);
  const choose = (action: () => unknown) => () => {
    setOpen(false);
    toggle.current?.focus();
    void action();
  };
  return (
    <>
      <div ref={root} className="email-export">
        <button ref={toggle} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
          Export
        </button>
        <div id={menuId} className="email-export__menu" hidden={!open}>
          <button type="button" onClick={choose(download)}>
            Download HTML
          </button>
          <button
            type="button"
            onClick={choose(() =>
              downloadText(emailFileName(current().title, "txt"), exportEmailText(current(), { siteUrl }), "text/plain"),
            )}
          >
            Download text
          </button>
          <button type="button" onClick={choose(copy)}>
            Copy HTML
          </button>
        </div>
      </div>
      <span role="status" className="studio-topbar__published">
        {status}
      </span>
    </>
  );
}
