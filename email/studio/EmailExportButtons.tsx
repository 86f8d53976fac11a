import { useState } from "react";
import { downloadText } from "../../editor/app/importExport";
import type { EditorStore } from "../../editor/state/editorStore";
import type { EmailDocument } from "../../schema/email/document";
import { exportEmailHtml } from "../export/exportEmailHtml";
import { exportEmailText } from "../export/exportEmailText";

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
 * clipboard, each made from the document as it is now. Sending comes with the newsletters.
 */
export function EmailExportButtons({ store, siteUrl }: { store: EditorStore; siteUrl: string }) {
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const current = () => store.getState().document as unknown as EmailDocument;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exportEmailHtml(current(), { siteUrl }));
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => downloadText(emailFileName(current().title, "html"), exportEmailHtml(current(), { siteUrl }), "text/html")}
      >
        Download HTML
      </button>
      <button
        type="button"
        onClick={() => downloadText(emailFileName(current().title, "txt"), exportEmailText(current(), { siteUrl }), "text/plain")}
      >
        Download text
      </button>
      <button type="button" onClick={() => void copy()}>
        Copy HTML
      </button>
      <span role="status" className="studio-topbar__published">
        {copied === "copied" ? "HTML copied" : copied === "failed" ? "The clipboard refused the HTML" : null}
      </span>
    </>
  );
}
