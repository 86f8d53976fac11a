import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { siteBlocks } from "../blocks/registry";
import { DocumentView } from "../runtime/interpreter/DocumentView";
import { parsePage } from "../runtime/parse";
import { documentStylesheet } from "../runtime/stylesheet";
import { themeVariables } from "../runtime/theme";
import previewPage from "./preview.page.json";

// Until the public site lands (issue 4), the app shows a sample page through the interpreter.
const parsed = parsePage(previewPage, { registry: siteBlocks });
const style = document.createElement("style");
style.textContent = `body { margin: 0; background: var(--bl-color-background); } ${documentStylesheet(siteBlocks)}`;
document.head.append(style);
Object.entries(themeVariables()).forEach(([name, value]) => {
  document.documentElement.style.setProperty(name, String(value));
});

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
createRoot(root).render(
  <StrictMode>
    {parsed.ok ? (
      <DocumentView document={parsed.value} registry={siteBlocks} />
    ) : (
      <pre>{parsed.errors.map((error) => `${error.pointer}: ${error.message}`).join("\n")}</pre>
    )}
  </StrictMode>,
);
