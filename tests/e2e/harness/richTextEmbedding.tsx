/**
 * A page that embeds the rich-text editor as a host does (the email builder, an integrator): its
 * initial HTML from `?html=`, its limit from `?max=`; every change's JSON and HTML are kept in
 * `window.richTextChanges` for the test to read.
 */
import { createRoot } from "react-dom/client";
import { RichTextEditor } from "../../../editor/richText/RichTextEditor";
import type { RichText } from "../../../schema/richText/index";

declare global {
  interface Window {
    richTextChanges: { json: RichText; html: string }[];
  }
}

const params = new URLSearchParams(location.search);
const initialHtml = params.get("html") ?? undefined;
const max = params.get("max");
window.richTextChanges = [];
const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <RichTextEditor
      label="Email text"
      {...(initialHtml === undefined ? {} : { initialHtml })}
      {...(max === null ? {} : { maxLength: Number(max) })}
      onChange={(change) => window.richTextChanges.push({ json: change.json, html: change.html })}
    />,
  );
}
