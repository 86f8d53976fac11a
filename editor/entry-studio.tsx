import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initApi } from "../site/api/client";
import { endpoints } from "../site/api/endpoints";
import { readEditorToken } from "./app/editorToken";
import { StudioApp } from "./app/StudioApp";
import { studioStylesheet } from "./styles/studioStylesheet";

/**
 * The studio's own bundle, loaded only at /studio: none of the editor is in a fan's download.
 * The artist comes from the host, like the site's; calls carry the editor's token, not a fan's.
 */
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

initApi({ profileId: null, readToken: readEditorToken });
const { profile } = await endpoints.publicSite();
initApi({ profileId: profile.id, readToken: readEditorToken });

const style = document.createElement("style");
style.textContent = studioStylesheet();
document.head.append(style);

createRoot(root).render(
  <StrictMode>
    <StudioApp profile={profile} />
  </StrictMode>,
);
