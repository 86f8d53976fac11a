import { useEffect, useState } from "react";

type InlineEditorModule = typeof import("../richText/InlineRichTextEditor");

let loaded: InlineEditorModule | undefined;
let loading: Promise<InlineEditorModule> | undefined;

/** Fetches the in-place rich-text editor (Lexical's chunk) once; selecting a Text starts it, so a second click finds it ready. */
export function loadInlineEditor(): Promise<InlineEditorModule> {
  loading ??= import("../richText/InlineRichTextEditor").then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The in-place editor's module once loaded (at once if it already is), while `wanted`. */
export function useInlineEditorModule(wanted: boolean): InlineEditorModule | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    loadInlineEditor().then(
      (next) => {
        if (current) setModule(next);
      },
      (error: unknown) => console.error("The text editor could not be loaded.", error),
    );
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return module;
}
