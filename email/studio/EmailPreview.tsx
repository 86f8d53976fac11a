import { useMemo, useState } from "react";
import type { EmailDocument } from "../../schema/email/document";
import { exportEmailHtml } from "../export/exportEmailHtml";

/** The widths the exported HTML is previewed at (issue 16): an inbox's 600 px column, a phone's 375. */
export const EMAIL_PREVIEW_WIDTHS = [
  { width: 600, name: "Desktop" },
  { width: 375, name: "Mobile" },
] as const;

/**
 * The exported HTML itself, not the canvas (issue 16), in a sandboxed frame: no script runs and
 * nothing in it can reach the studio. At 600 or 375 px, light or in dark mode (the dark colours
 * applied as a client that reads `prefers-color-scheme: dark` applies them).
 */
export function EmailPreview({
  document,
  siteUrl,
  onClose,
}: {
  document: EmailDocument;
  siteUrl: string;
  /** Back to editing the email; absent where the email is not edited (a sent newsletter). */
  onClose?(): void;
}) {
  const [width, setWidth] = useState<number>(600);
  const [dark, setDark] = useState(false);
  const html = useMemo(() => exportEmailHtml(document, { siteUrl, colorScheme: dark ? "dark" : "auto" }), [document, siteUrl, dark]);
  return (
    <section className="email-preview" aria-label="Exported HTML preview">
      <div className="email-preview__bar">
        <fieldset className="studio-topbar__group">
          <legend className="studio-visually-hidden">Preview width</legend>
          {EMAIL_PREVIEW_WIDTHS.map((option) => (
            <button key={option.width} type="button" aria-pressed={width === option.width} onClick={() => setWidth(option.width)}>
              {option.name} ({option.width} px)
            </button>
          ))}
        </fieldset>
        <button type="button" aria-pressed={dark} onClick={() => setDark(!dark)}>
          Dark mode
        </button>
        {onClose ? (
          <button type="button" onClick={onClose}>
            Back to editing
          </button>
        ) : null}
      </div>
      <iframe
        className="email-preview__frame"
        title={`The exported email at ${width} px${dark ? ", dark mode" : ""}`}
        sandbox=""
        srcDoc={html}
        style={{ width, height: "calc(100vh - 160px)" }}
      />
    </section>
  );
}
