import { lazy, Suspense } from "react";
import type { RichTextFieldProps } from "../../blocks/settings/types";

const RichTextField = lazy(() => import("./RichTextField"));

/**
 * The rich-text editor as a settings panel's field, fetched the first time a panel shows one
 * (Lexical is not in the studio's first download, nor ever in a fan's).
 */
export function StudioRichTextField(props: RichTextFieldProps) {
  return (
    <div className="settings-field">
      <p className="settings-field__label">{props.label}</p>
      <Suspense fallback={<p className="settings-field__hint">Loading the text editor…</p>}>
        <RichTextField {...props} />
      </Suspense>
    </div>
  );
}
